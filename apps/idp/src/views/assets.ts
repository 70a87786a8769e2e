/** Static assets served by the IdP itself, so the pages need no inline style or script. */
export const STYLESHEET = `
:root{--brand:#7048e8;--brand-dark:#5f3dc4;--brand-text:#6741d9;--text:#212529;--muted:#495057;--border:#ced4da;--danger:#c92a2a;--bg:#f8f9fa;
font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji";color:var(--text);background:var(--bg);line-height:1.55}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:24px 16px 48px}
.top{width:100%;max-width:400px;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;margin:0 0 24px}
.brand{margin:0;display:inline-flex;align-items:center;gap:8px;font-weight:800;font-size:1.25rem;color:var(--brand-text)}
.brand img{display:block;border-radius:10px}
.languages ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px}
.languages a{display:inline-block;padding:4px 8px;border-radius:6px;font-size:.85rem;color:var(--muted);text-decoration:none}
.languages a:hover{text-decoration:underline}
.languages a[aria-current=true]{background:#f3f0ff;color:var(--brand-text);font-weight:600}
.card{width:100%;max-width:400px;background:#fff;border:1px solid #e9ecef;border-radius:12px;padding:32px 24px;box-shadow:0 4px 24px rgba(33,37,41,.06)}
h1{font-size:1.25rem;margin:0 0 24px}
form{display:flex;flex-direction:column;gap:16px;margin:0}
label{display:block;font-weight:600;font-size:.9rem;margin-bottom:6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid var(--border);border-radius:8px;background:#fff;color:var(--text)}
input[aria-invalid=true]{border-color:var(--danger)}
[dir=rtl] input[type=email],[dir=rtl] input[type=password],[dir=rtl] input.password-input{direction:ltr;text-align:end}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
button{font:inherit;font-weight:600;padding:11px 16px;border:0;border-radius:8px;background:var(--brand);color:#fff;cursor:pointer;width:100%}
button:hover{background:var(--brand-dark)}
button.secondary{background:#fff;color:var(--brand-text);border:1px solid var(--brand)}
.password{position:relative}
.password input{padding-inline-end:48px}
.password .toggle{position:absolute;inset-inline-end:4px;top:4px;bottom:4px;width:40px;padding:0;display:grid;place-items:center;background:transparent;color:var(--muted);border-radius:6px}
.password .toggle:hover{background:#f1f3f5;color:var(--text)}
.password .toggle[aria-pressed=true]{color:var(--brand-text)}
.password .toggle svg{width:20px;height:20px}
.alert{margin:0 0 16px;padding:10px 12px;border-radius:8px;background:#fff5f5;color:var(--danger);border:1px solid #ffc9c9}
.notice{margin:0 0 16px;padding:10px 12px;border-radius:8px;background:#f3f0ff;color:var(--text);border:1px solid #d0bfff}
.field-error{margin:6px 0 0;color:var(--danger);font-size:.85rem}
.hint{margin:6px 0 0;color:var(--muted);font-size:.85rem}
.intro{margin:-12px 0 20px;color:var(--muted)}
.forgot{margin:-8px 0 0;font-size:.9rem}
.switch{margin:24px 0 0;text-align:center;color:var(--muted)}
a{color:var(--brand-text)}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:420px){body{padding:16px 8px}.card{padding:24px 16px}}
`;

/** The app's logo (apps/web/public/favicon.svg), served so the pages need no inline image. */
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#7048e8"/><path d="M10 22v-6a6 6 0 0 1 12 0v6M8 22h16M12 26h8" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/></svg>
`;

/**
 * Adds a show/hide button to every password field that asks for one (`data-toggle-label`, the
 * translated name of the button). Without script the field stays a plain password field.
 */
export const PASSWORD_TOGGLE_SCRIPT = `document.addEventListener('DOMContentLoaded',function(){
var eye='<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/></svg>';
document.querySelectorAll('input[data-toggle-label]').forEach(function(input){
var button=document.createElement('button');
button.type='button';button.className='toggle';button.innerHTML=eye;
button.setAttribute('aria-label',input.getAttribute('data-toggle-label'));
button.setAttribute('aria-pressed','false');button.setAttribute('aria-controls',input.id);
button.addEventListener('click',function(){
var show=input.type==='password';input.type=show?'text':'password';
input.classList.toggle('password-input',show);
button.setAttribute('aria-pressed',show?'true':'false');});
input.parentNode.appendChild(button);});});
`;

/** Submits the sign-out form of the end-session page at once (one-click sign-out from the app). */
export const SIGN_OUT_SCRIPT = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(f&&f.hasAttribute('data-auto-submit'))f.submit();});
`;
