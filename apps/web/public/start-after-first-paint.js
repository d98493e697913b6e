// A prerendered page's start (build/prerender-pages.ts): its HTML and CSS are the page, so the
// browser paints them first, and only then fetches and runs the app that hydrates them, instead
// of spending a phone's network and CPU on the app before anything shows. `data-app` is the
// app's entry, `data-preload` the modules it imports (fetched together, not one after another).
(function () {
  var script = document.currentScript;
  var app = script.getAttribute('data-app');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = app;
    document.head.appendChild(entry);
  }
  // The frame after this one has painted the page: start right after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
