// Pages arrive rendered by the server. The scripts that make them interactive start once the page
// has loaded, so they never compete with its text, styles and main image.
(function () {
  var boot = document.currentScript;
  function start() {
    var preloads = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.src = boot.getAttribute('data-entry');
    document.head.appendChild(app);
    if ('serviceWorker' in navigator) whenInteractive(registerWorker);
  }
  // The service worker keeps the menu and the outlets readable offline (see src/sw/sw.ts). Its
  // first download waits until the page has become interactive and the browser is idle.
  function registerWorker() {
    navigator.serviceWorker.register('/sw.js').catch(function () {});
  }
  function whenInteractive(then) {
    var html = document.documentElement;
    var idle = function () {
      if (window.requestIdleCallback) window.requestIdleCallback(then, { timeout: 10000 });
      else setTimeout(then, 1000);
    };
    if (html.hasAttribute('data-app-ready')) return idle();
    var observer = new MutationObserver(function () {
      if (!html.hasAttribute('data-app-ready')) return;
      observer.disconnect();
      idle();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-app-ready'] });
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
