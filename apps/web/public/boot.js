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
    // The service worker keeps the menu and the outlets readable offline (see src/sw/sw.ts).
    if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(function () {});
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
