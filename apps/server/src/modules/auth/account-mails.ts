// The mails about an account itself (docs/product/accounts.md#password-reset,
// #verified-email-addresses): plain text and simple HTML with the same content, every value
// escaped. They carry a single-use link and never a session token.

export interface AccountMailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A page of the web app with the token in its query string, as an address users can open from their mail. */
export function tokenLink(publicUrl: string, path: '/reset-password' | '/verify-email', token: string): string {
  const url = new URL(path, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

function render(
  subject: string,
  lines: string[],
  action: { label: string; url: string },
  footer: string,
): AccountMailContent {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', footer].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    `<p style="color: #555">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export function passwordResetMail(link: string): AccountMailContent {
  return render(
    'Reset your Briefly password',
    [
      'Someone (we hope you) asked to reset the password of the Briefly account with this address.',
      'The link works once, for one hour.',
    ],
    { label: 'Choose a new password', url: link },
    'If you did not ask for this, ignore this email: your password stays as it is.',
  );
}

export function verificationMail(link: string): AccountMailContent {
  return render(
    'Verify your email address for Briefly',
    ['Please confirm that this address belongs to your Briefly account.', 'The link works once, for 24 hours.'],
    { label: 'Verify my email address', url: link },
    'If you did not make a Briefly account, ignore this email.',
  );
}

export function changeEmailMail(link: string): AccountMailContent {
  return render(
    'Confirm your new email address for Briefly',
    [
      'Someone (we hope you) asked to use this address for their Briefly account.',
      'The account changes to this address once you open the link. It works once, for 24 hours.',
    ],
    { label: 'Use this address for my account', url: link },
    'If you did not ask for this, ignore this email: nothing changes.',
  );
}

/** To the current address when a change is asked for: no link that changes anything, only a way to react. */
export function changeEmailNoticeMail(newEmail: string, resetLink: string): AccountMailContent {
  return render(
    'Your Briefly email address is about to change',
    [
      `Someone signed in to your Briefly account asked to change its email address to ${newEmail}.`,
      'The change happens only once the link sent to that address is opened.',
    ],
    { label: 'Not you? Reset your password', url: resetLink },
    'If it was you, there is nothing to do here.',
  );
}
