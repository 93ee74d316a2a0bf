/** The admin login's words: the React page and the HTML shell painted before the bundle loads (loginShell.ts) both read them. */
export const loginTexts = {
  title: 'Admin Login',
  lead: 'Sign in to manage trips, reviews and statistics.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign In',
  /** The shell on any other back-office path, until the app takes over. */
  loading: 'Loading the back office…',
} as const;
