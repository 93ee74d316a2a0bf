/**
 * The admin login painted before the back office's JavaScript arrives (about a megabyte: seconds of blank page on a
 * first visit). The build writes this HTML before index.html's #root (vite.config.ts). On /admin/login, unless an admin
 * is already signed in, it is a working form: the React login page reads what was typed, where the cursor was and a
 * press of Sign In (readLoginShell), and removes it as it shows (removeLoginShell), so nothing typed is lost and no
 * blank frame comes between. Elsewhere it says the back office is loading, and goes once the app shows something on a
 * path other than the login (removeLoginShellOffLogin). Its colours and sizes follow the login page's (LoginPage.tsx, theme.ts).
 */
import { loginTexts } from './loginTexts.ts';

const ids = { shell: 'login-shell', form: 'login-shell-form', email: 'login-shell-email', password: 'login-shell-password' } as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const styles = `
#${ids.shell}{font-family:Roboto,Helvetica,Arial,sans-serif;color:rgba(0,0,0,.87)}
#${ids.shell} main{min-height:100vh;box-sizing:border-box;display:flex;align-items:center;justify-content:center;padding:16px;
background:linear-gradient(135deg,#07514d 0%,#0b6e69 45%,#16506f 100%)}
#${ids.shell} .card{width:100%;max-width:400px;box-sizing:border-box;background:#fff;border-radius:10px;padding:24px;
box-shadow:0 3px 5px -1px rgba(0,0,0,.2),0 6px 10px 0 rgba(0,0,0,.14),0 1px 18px 0 rgba(0,0,0,.12)}
@media (min-width:600px){#${ids.shell} .card{padding:32px}}
#${ids.shell} .brand{margin:0;font-weight:800;color:#0b6e69}
#${ids.shell} h1{margin:0 0 .35em;font-size:1.5rem;font-weight:700;line-height:1.33}
#${ids.shell} .lead{margin:0 0 16px;font-size:.875rem;color:rgba(0,0,0,.6)}
#${ids.shell} label{display:block;margin:8px 0 4px;font-size:.875rem;color:rgba(0,0,0,.6)}
#${ids.shell} input{display:block;width:100%;box-sizing:border-box;height:48px;padding:0 12px;font:inherit;font-size:1rem;
border:0;border-bottom:1px solid rgba(0,0,0,.42);border-radius:4px 4px 0 0;background:rgba(0,0,0,.06)}
#${ids.shell} input:focus{outline:2px solid #0b6e69;outline-offset:-2px}
#${ids.shell} button{display:block;width:100%;margin-top:24px;padding:8px 22px;font:inherit;font-size:.9375rem;font-weight:500;
letter-spacing:.02857em;text-transform:uppercase;color:#fff;background:#0b6e69;border:0;border-radius:10px;cursor:pointer}
#${ids.shell} .loading{margin:0;color:rgba(0,0,0,.6);font-size:1rem}
`.replace(/\n/g, '');

// Runs as the page is parsed: shows the form only where it belongs, and keeps a Sign In pressed early for React.
const script = `(function(){
var shell=document.getElementById('${ids.shell}');
var form=document.getElementById('${ids.form}');
var path=location.pathname.replace(/\\/+$/,'');
var admin=false;try{admin=!!localStorage.getItem('authToken')&&localStorage.getItem('userType')==='admin'}catch(e){}
if(path!=='/admin/login'||admin){form.parentNode.replaceChild(document.getElementById('${ids.shell}-loading').content.cloneNode(true),form);
var t=shell.querySelector('h1');t.parentNode.removeChild(t);var l=shell.querySelector('.lead');l.parentNode.removeChild(l);}
var brand=document.querySelector('meta[name="application-name"]');
if(brand&&brand.content.trim())shell.querySelector('.brand').textContent=brand.content.trim();
else{var b=shell.querySelector('.brand');b.parentNode.removeChild(b);}
if(form.isConnected){form.addEventListener('submit',function(e){e.preventDefault();form.setAttribute('data-submitted','')});
document.getElementById('${ids.email}').focus();}
})();`.replace(/\n/g, '');

/** The markup the build puts before #root. */
export function loginShellHtml(): string {
  const t = loginTexts;
  return (
    `<div id="${ids.shell}"><style>${styles}</style><main><div class="card">` +
    `<p class="brand"></p><h1>${escapeHtml(t.title)}</h1><p class="lead">${escapeHtml(t.lead)}</p>` +
    `<form id="${ids.form}" novalidate>` +
    `<label for="${ids.email}">${escapeHtml(t.email)}</label>` +
    `<input id="${ids.email}" name="email" type="email" autocomplete="username">` +
    `<label for="${ids.password}">${escapeHtml(t.password)}</label>` +
    `<input id="${ids.password}" name="password" type="password" autocomplete="current-password">` +
    `<button type="submit">${escapeHtml(t.signIn)}</button></form>` +
    `<template id="${ids.shell}-loading"><p class="loading" role="status">${escapeHtml(t.loading)}</p></template>` +
    `</div></main><script>${script}</script></div>`
  );
}

export interface ShellLogin {
  email: string;
  password: string;
  /** The field the cursor was in. */
  focused: 'email' | 'password' | null;
  /** Sign In was pressed before the React page arrived. */
  submitted: boolean;
}

/** What the shell's form holds now (null once React replaced it, or where it showed no form). */
export function readLoginShell(): ShellLogin | null {
  const form = document.getElementById(ids.form) as HTMLFormElement | null;
  if (!form) return null;
  const email = (document.getElementById(ids.email) as HTMLInputElement).value;
  const password = (document.getElementById(ids.password) as HTMLInputElement).value;
  const active = document.activeElement?.id;
  const focused = active === ids.email ? 'email' : active === ids.password ? 'password' : null;
  return { email, password, focused, submitted: form.hasAttribute('data-submitted') };
}

export function removeLoginShell(): void {
  document.getElementById(ids.shell)?.remove();
}

const LOGIN_PATH = /\/admin\/login\/?$/;

/** The loading shell goes as soon as the app renders anything away from the login page (which removes it itself). */
export function removeLoginShellOffLogin(root: HTMLElement): void {
  const observer = new MutationObserver(() => {
    if (!document.getElementById(ids.shell)) observer.disconnect();
    else if (root.firstChild && !LOGIN_PATH.test(location.pathname)) {
      removeLoginShell();
      observer.disconnect();
    }
  });
  observer.observe(root, { childList: true, subtree: true });
}
