// Sets the colour scheme before React mounts, so the first paint is already in the right theme.
// Kept as an external file: the server's Content-Security-Policy forbids inline scripts.
// Rule (docs/product/accounts.md#theme): the stored choice under "theme" wins; with nothing stored, follow the system.
/* global window, document */
(function () {
  var scheme = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') {
      scheme = stored;
    } else if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) {
      scheme = 'dark';
    }
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): keep the light default.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  document.documentElement.style.colorScheme = scheme;
})();
