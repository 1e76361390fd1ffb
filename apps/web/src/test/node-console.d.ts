/**
 * Node's own console, where happy-dom prints what the page's browser would (a script that failed to
 * load, say); the web app's types know no Node modules, so this one is declared here.
 */
declare module 'node:console' {
  const console: Console;
  export default console;
}
