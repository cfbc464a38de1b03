// Runs first on every page, before anything is drawn. Kept as an external file: the server's
// Content-Security-Policy forbids inline scripts.
// 1. Sets the colour scheme before React mounts, so the first paint is already in the right theme.
//    Rule (docs/product/accounts.md#theme): the stored choice under "theme" wins; with nothing stored, follow the system.
// 2. A page the server drew (decision 036) is on screen before its scripts are asked for (decision 054): the server
//    lists them in #briefly-scripts instead of loading them from the head, and they are fetched here once the
//    drawing has been painted, so they do not share the network with the style sheets that paint waits for.
/* global window, document, MouseEvent, MutationObserver */
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

// 3. A dashboard's address carries its frame (decision 057), shown only to the type of account it is drawn for:
//    the page is marked with the stored user's type, and the brand's and the creator's greeting gets its name as
//    the frame is parsed (before its first paint), written as their Overview writes it.
(function () {
  try {
    var token = window.localStorage.getItem('token');
    var user = JSON.parse(window.localStorage.getItem('user') || 'null');
    if (!token || !user || typeof user.type !== 'string') return;
    // An unverified address puts the reminder above the brand's and the creator's heading (VerifyEmailBanner): the
    // frame, without it, would show the heading higher than the page then draws it.
    if (user.emailVerified === false && user.type !== 'admin') return;
    document.documentElement.setAttribute('data-signed-in', user.type);
    var name =
      user.type === 'brand'
        ? user.contactName || user.companyName || user.name
        : user.type === 'creator'
          ? String(user.fullName || user.name || '').split(' ')[0] || user.name
          : null;
    if (!name || !window.MutationObserver || document.readyState !== 'loading') return;
    var observer = new MutationObserver(function () {
      var heading = document.querySelector('[data-frame-name]');
      if (!heading) return;
      heading.removeAttribute('data-frame-name');
      heading.textContent = 'Welcome, ' + name;
      observer.disconnect();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', function () {
      observer.disconnect();
    });
  } catch {
    // No storage or a damaged entry: no frame is shown (the app draws the page as before).
  }
})();

(function () {
  var loaded = false;
  var held = null;
  var holding = false;
  // Until the app listens, a click on the drawing would reach no handler (a button would do nothing): the first
  // one is held and given again to its element when main.tsx calls brieflyListening(): right after it has started
  // hydrating, or, for a page the app draws anew (someone signed in), once the app's page is on screen. Should the
  // scripts take long (8 s), clicks go through as plain HTML from then on: a held link is followed at once, a held
  // button still waits for the app (before, it was given to a page that did not listen yet and lost — a slow
  // phone, or the whole-suite run's busy machine).
  function hold(event) {
    event.preventDefault();
    event.stopImmediatePropagation();
    held = held || event.target;
  }
  function stopHolding() {
    if (!holding) return;
    holding = false;
    document.removeEventListener('click', hold, true);
  }
  function give(target) {
    if (target && target.isConnected)
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  }
  function release() {
    // Marks the page as listening (its scripts run and hydration has started): tests wait for it.
    document.documentElement.setAttribute('data-listening', '');
    stopHolding();
    var target = held;
    held = null;
    give(target);
  }
  function giveUp() {
    stopHolding();
    if (held && held.closest && held.closest('a[href]')) {
      var target = held;
      held = null;
      give(target);
    }
  }
  window.brieflyListening = release;
  function loadScripts() {
    var list = document.getElementById('briefly-scripts');
    if (loaded || !list) return;
    loaded = true;
    var scripts = JSON.parse(list.textContent);
    scripts.preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = scripts.entry;
    document.head.appendChild(entry);
  }
  // The frame after the first one that shows the page: by then the drawing has been painted. A hidden tab paints
  // nothing (and runs no animation frames): its scripts load at once.
  function afterFirstPaint() {
    if (!document.getElementById('briefly-scripts')) return;
    holding = true;
    document.addEventListener('click', hold, true);
    window.setTimeout(giveUp, 8000);
    if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) return loadScripts();
    window.requestAnimationFrame(function () {
      window.requestAnimationFrame(loadScripts);
    });
    document.addEventListener('visibilitychange', loadScripts);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
