import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  fileExtension,
  isAllowedAttachment,
  MESSAGING_MESSAGES,
  validateAttachment,
  ZSendMessageRequest,
  ZStartConversationRequest,
} from './messaging.ts';

describe('attachments before upload', () => {
  it('judges the extension by the last dot, in any case', () => {
    expect(fileExtension('Photo.JPG')).toBe('jpg');
    expect(fileExtension('photo.png.exe')).toBe('exe');
    expect(fileExtension('.gitignore')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
    expect(isAllowedAttachment('clip.MOV')).toBe(true);
    expect(isAllowedAttachment('page.html')).toBe(false);
  });

  it('says the spec text for files of 10 MB or more, then checks the type', () => {
    expect(validateAttachment({ name: 'a.pdf', size: ATTACHMENT_MAX_BYTES - 1 })).toBeNull();
    expect(validateAttachment({ name: 'a.pdf', size: ATTACHMENT_MAX_BYTES })).toBe('File size must be less than 10MB');
    expect(validateAttachment({ name: 'a.exe', size: 10 })).toBe(MESSAGING_MESSAGES.fileTypeNotAllowed);
  });
});

describe('message bodies', () => {
  it('refuse blank text with the product texts', () => {
    const id = '4f1c2d3e-0000-4000-8000-000000000001';
    expect(
      ZStartConversationRequest.safeParse({ receiverId: id, initialMessage: '  ' }).error?.issues[0]?.message,
    ).toBe(MESSAGING_MESSAGES.initialMessageRequired);
    expect(ZStartConversationRequest.safeParse({ initialMessage: 'Hi' }).error?.issues[0]?.message).toBe(
      MESSAGING_MESSAGES.selectUser,
    );
    expect(ZSendMessageRequest.safeParse({ conversationId: id, content: '\n' }).error?.issues[0]?.message).toBe(
      MESSAGING_MESSAGES.messageRequired,
    );
    expect(ZSendMessageRequest.parse({ conversationId: id, content: 'Hi' })).toEqual({
      conversationId: id,
      content: 'Hi',
      type: 'text',
    });
  });
});
