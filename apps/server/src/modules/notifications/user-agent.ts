// "Which browser" for new sign-in alerts (docs/product/notifications.md#security): the browser and
// the operating system, without versions, so an update of the same browser is not a new one.

export interface BrowserIdentity {
  /** Equal for the same browser on the same system. */
  key: string;
  /** "Firefox on Windows", for the message. */
  label: string;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: Array<[RegExp, string]>, value: string) =>
  list.find(([pattern]) => pattern.test(value))?.[1] ?? null;

export function browserIdentity(userAgent: string | null | undefined): BrowserIdentity {
  const value = (userAgent ?? '').trim();
  if (value === '') return { key: 'none', label: 'an unknown browser' };
  const browser = first(BROWSERS, value);
  const system = first(SYSTEMS, value);
  if (!browser && !system) {
    // Not a browser we know (a script, an app): the same program, whatever its version.
    return { key: `other:${value.replace(/[\d._]+/g, '').slice(0, 120)}`, label: 'an unrecognised browser or app' };
  }
  const label = browser && system ? `${browser} on ${system}` : (browser ?? `a browser on ${system}`);
  return { key: `${browser ?? '?'}|${system ?? '?'}`, label };
}
