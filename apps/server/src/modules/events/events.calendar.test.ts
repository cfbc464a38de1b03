import { describe, expect, it } from 'vitest';
import { calendarFile, calendarFileName, escapeText, foldLine, icsDateTime } from './events.calendar.ts';

// The iCalendar generator (RFC 5545): UTC times, escaped text, folded lines, CRLF endings.

const entry = {
  uid: 'event-123@briefly.test',
  title: 'Pitch, clinic; part 1',
  description: 'Line one\nLine two with a back\\slash',
  startsAt: new Date('2031-03-09T07:30:00.000Z'),
  endsAt: new Date('2031-03-09T09:00:00.000Z'),
  stampedAt: new Date('2031-01-02T03:04:05.678Z'),
  sequence: 7,
  url: 'https://briefly.test/events?event=123',
  location: 'Online',
};

describe('calendarFile', () => {
  it('writes one VEVENT with UTC start and end, a stable UID and CRLF line endings', () => {
    const file = calendarFile(entry);
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(file).toContain('\r\nDTSTART:20310309T073000Z\r\n');
    expect(file).toContain('\r\nDTEND:20310309T090000Z\r\n');
    expect(file).toContain('\r\nDTSTAMP:20310102T030405Z\r\n');
    expect(file).toContain('\r\nUID:event-123@briefly.test\r\n');
    expect(file).toContain('\r\nSEQUENCE:7\r\n');
    expect(file).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(file).toContain('\r\nSTATUS:CONFIRMED\r\n');
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const file = calendarFile(entry);
    expect(file).toContain('SUMMARY:Pitch\\, clinic\\; part 1');
    expect(file).toContain('DESCRIPTION:Line one\\nLine two with a back\\\\slash');
    expect(escapeText('a\r\nb\rc')).toBe('a\\nb\\nc');
  });

  it('marks a cancelled event as a cancellation of the same UID', () => {
    const file = calendarFile({ ...entry, cancelled: true });
    expect(file).toContain('METHOD:CANCEL');
    expect(file).toContain('STATUS:CANCELLED');
    expect(file).toContain('UID:event-123@briefly.test');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(long);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('formats instants in UTC whatever the local zone', () => {
    expect(icsDateTime(new Date('2030-12-31T23:59:59.999Z'))).toBe('20301231T235959Z');
  });

  it('names the download after the title', () => {
    expect(calendarFileName('Pitch, clinic; part 1!')).toBe('pitch-clinic-part-1.ics');
    expect(calendarFileName('***')).toBe('event.ics');
  });
});
