// The offline page's words in the five languages (the page is cached whole, so it cannot load the
// app's translation files), and its retry button. src/locales/locales.test.ts holds TEXT to the app's languages and keys.
(function () {
  var TEXT = {
    en: { title: 'You are offline', text: 'This page needs an internet connection. Check your connection and try again.', retry: 'Try again' },
    de: { title: 'Sie sind offline', text: 'Diese Seite braucht eine Internetverbindung. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.', retry: 'Erneut versuchen' },
    fr: { title: 'Vous êtes hors ligne', text: 'Cette page a besoin d’une connexion Internet. Vérifiez votre connexion et réessayez.', retry: 'Réessayer' },
    pt: { title: 'Você está offline', text: 'Esta página precisa de uma conexão com a internet. Verifique sua conexão e tente novamente.', retry: 'Tentar novamente' },
    ar: { title: 'أنت غير متصل بالإنترنت', text: 'تحتاج هذه الصفحة إلى اتصال بالإنترنت. تحقق من اتصالك ثم حاول مرة أخرى.', retry: 'إعادة المحاولة' },
  };
  var wanted = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en']).concat(['en']);
  var lang = 'en';
  for (var i = 0; i < wanted.length; i++) {
    var code = String(wanted[i] || '').toLowerCase().split('-')[0];
    if (TEXT[code]) { lang = code; break; }
  }
  var words = TEXT[lang];
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  document.title = 'Chairly: ' + words.title;
  document.getElementById('offline-title').textContent = words.title;
  document.getElementById('offline-text').textContent = words.text;
  var retry = document.getElementById('offline-retry');
  retry.textContent = words.retry;
  // The address bar still shows the page she asked for: reloading asks the network for it again.
  retry.addEventListener('click', function () { window.location.reload(); });
})();
