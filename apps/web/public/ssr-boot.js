// Starts the app on a server-rendered page once that page has painted (docs/decisions.md D13):
// the content is already readable, so its first paint does not wait for the app's code. The API
// writes this tag in place of the entry script and its module preloads (apps/api/src/plugins/server-render.ts).
(function () {
  var tag = document.currentScript;
  if (!tag) return;
  var entry = tag.getAttribute('data-entry');
  var preloads = (tag.getAttribute('data-preload') || '').split(' ');

  // Links work before the app arrives; a press on a control (the language button, a service's
  // checkbox) is held and pressed again by the app once it has taken the page over
  // (src/ssr/hydrate.tsx), instead of being lost or half-done (a box ticked the app does not know of).
  var held = [];
  var CONTROLS = 'button, input, select, textarea, label, [role="button"], [role="checkbox"]';
  function hold(event) {
    var control = event.target && event.target.closest ? event.target.closest(CONTROLS) : null;
    if (!control || event.defaultPrevented) return;
    // Held whole: neither the browser's default (a tick React would not know of) nor React's handler
    // (a part React is still hydrating may ignore it or, handled and then made again, count it twice).
    event.preventDefault();
    event.stopPropagation();
    for (var i = 0; i < held.length; i += 1) if (held[i].control === control) return;
    // Where it was pressed, too: the app may have put a new element in its place by then.
    held.push({ control: control, x: event.clientX, y: event.clientY });
  }
  window.chairlyControls = CONTROLS;
  document.addEventListener('click', hold, true);
  window.chairlyTakeHeldClicks = function () {
    document.removeEventListener('click', hold, true);
    return held.splice(0, held.length);
  };

  function start() {
    for (var i = 0; i < preloads.length; i += 1) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // The frame after the first one: the page is on screen before any script is requested.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
