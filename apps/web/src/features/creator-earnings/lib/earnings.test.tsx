import { EARNINGS_CSV_COLUMNS } from '@briefly/shared/rewards';
import { describe, expect, it } from 'vitest';
import { payout } from '@/test/fixtures/rewards';
import { earningsCsv, earningsTotals, filterEarnings, sortEarnings, toEarningRow } from './earnings';

const rows = [
  toEarningRow(
    payout({
      id: 'a',
      netAmount: 90,
      createdAt: '2026-01-02T00:00:00.000Z',
      status: 'paid',
      brief: { id: 'b1', title: 'beta', brand: { name: 'N', companyName: 'Northwind' } },
    }),
  ),
  toEarningRow(
    payout({
      id: 'b',
      netAmount: 270,
      createdAt: '2026-01-05T00:00:00.000Z',
      status: 'held',
      paidAt: null,
      brief: { id: 'b2', title: 'Alpha', brand: { name: 'N', companyName: 'Northwind' } },
    }),
  ),
  toEarningRow(
    payout({
      id: 'c',
      netAmount: 45,
      createdAt: '2026-01-03T00:00:00.000Z',
      status: 'pending',
      paidAt: null,
      brief: { id: 'b3', title: 'gamma', brand: { name: 'N', companyName: 'Northwind' } },
    }),
  ),
];
const ids = (list: Array<{ id: string }>) => list.map((row) => row.id);

describe('earnings', () => {
  it('maps payout status paid → paid and everything else → pending', () => {
    expect(rows.map((row) => row.status)).toEqual(['paid', 'pending', 'pending']);
  });
  it('filters', () => {
    expect(ids(filterEarnings(rows, 'all'))).toEqual(['a', 'b', 'c']);
    expect(ids(filterEarnings(rows, 'paid'))).toEqual(['a']);
    expect(ids(filterEarnings(rows, 'pending'))).toEqual(['b', 'c']);
  });
  it('sorts by date, amount and brief in both directions', () => {
    expect(ids(sortEarnings(rows, 'date', 'desc'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortEarnings(rows, 'date', 'asc'))).toEqual(['a', 'c', 'b']);
    expect(ids(sortEarnings(rows, 'amount', 'desc'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortEarnings(rows, 'brief', 'asc'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortEarnings(rows, 'brief', 'desc'))).toEqual(['c', 'a', 'b']);
  });
  it('totals to the cent', () => {
    expect(earningsTotals(rows)).toEqual({ total: 405, paidOut: 90, inWallet: 0, pending: 315 });
  });
  it('keeps settled credit apart from cash paid out: it is in the wallet', () => {
    const credit = toEarningRow(
      payout({
        id: 'd',
        netAmount: 18,
        rewardType: 'credit',
        status: 'paid',
        brief: { id: 'b4', title: 'delta', brand: { name: 'N', companyName: 'Northwind' } },
      }),
    );
    const all = [...rows, credit];
    expect(ids(filterEarnings(all, 'paid'))).toEqual(['a']);
    expect(ids(filterEarnings(all, 'in-wallet'))).toEqual(['d']);
    expect(earningsTotals(all)).toEqual({ total: 423, paidOut: 90, inWallet: 18, pending: 315 });
  });
  it('writes earnings.csv with exactly the spec columns', () => {
    const csv = earningsCsv([
      toEarningRow(
        payout({
          brief: { id: 'b', title: 'Roast, "Winter" edition', brand: { name: 'N', companyName: 'Northwind' } },
          paidAt: '2026-02-01T10:00:00.000Z',
          submission: { id: 's', title: 't', submittedAt: '2026-01-20T10:00:00.000Z', approvedAt: null },
        }),
      ),
    ]);
    const [header, line, end] = csv.split('\r\n');
    expect(header).toBe(EARNINGS_CSV_COLUMNS.join(','));
    expect(header).toBe('Brief Title,Brand Name,Amount,Reward Type,Status,Submitted Date,Paid Date,Position');
    expect(line).toBe('"Roast, ""Winter"" edition",Northwind,270.00,Cash,paid,2026-01-20,2026-02-01,1');
    expect(end).toBe('');
  });
});
