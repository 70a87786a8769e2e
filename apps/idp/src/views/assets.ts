/** Static assets served by the IdP itself, so the pages need no inline style or script. */
export const STYLESHEET = `
:root{--brand:#b83280;--brand-dark:#8f2263;--text:#1f2333;--muted:#5c6275;--border:#cfd3de;--danger:#b42318;--bg:#f7f2f6;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);background:var(--bg)}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:48px 16px}
.card{width:100%;max-width:400px;background:#fff;border-radius:12px;padding:32px 24px;box-shadow:0 4px 24px rgba(31,35,51,.08)}
.brand{margin:0 0 8px;font-weight:700;font-size:1.5rem;color:var(--brand);letter-spacing:.02em}
h1{font-size:1.25rem;margin:0 0 24px}
form{display:flex;flex-direction:column;gap:16px;margin:0}
label{display:block;font-weight:600;font-size:.9rem;margin-bottom:6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid var(--border);border-radius:8px;background:#fff;color:var(--text)}
input[aria-invalid=true]{border-color:var(--danger)}
[dir=rtl] input[type=email],[dir=rtl] input[type=password]{direction:ltr;text-align:end}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
button{font:inherit;font-weight:600;padding:11px 16px;border:0;border-radius:8px;background:var(--brand);color:#fff;cursor:pointer;width:100%}
button:hover{background:var(--brand-dark)}
button.secondary{background:#fff;color:var(--brand);border:1px solid var(--brand)}
.alert{margin:0 0 16px;padding:10px 12px;border-radius:8px;background:#fef3f2;color:var(--danger);border:1px solid #fecdca}
.field-error{margin:6px 0 0;color:var(--danger);font-size:.85rem}
.hint{margin:6px 0 0;color:var(--muted);font-size:.85rem}
.switch{margin:24px 0 0;text-align:center;color:var(--muted)}
a{color:var(--brand-dark)}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:420px){body{padding:16px 8px}.card{padding:24px 16px}}
`;

/** Submits the sign-out form of the end-session page at once (one-click sign-out from the app). */
export const SIGN_OUT_SCRIPT = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(f&&f.hasAttribute('data-auto-submit'))f.submit();});
`;
