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
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // Once the browser says the page has painted (not merely rendered a frame: the paint reaches
  // the screen a moment later)...
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(startOnce, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    // A browser without paint timing: the fallback below.
  }
  // ...or, where no such report comes, shortly after two frames.
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(startOnce, 300);
    });
  });
})();
