import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { removeLoginShellOffLogin } from './login/loginShell.ts';

const root = document.getElementById('root')!;
removeLoginShellOffLogin(root);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
