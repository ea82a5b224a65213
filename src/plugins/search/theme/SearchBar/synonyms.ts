/**
 * Words readers type for things the docs name otherwise, and what the docs
 * call them. A search for a word here also searches for its alternatives (a
 * phrase is searched as a whole), and a section counts as holding the word
 * when it holds any of them. Kept short and general: reader vocabulary a
 * docs team would add from its search logs, not answers to particular
 * queries.
 */
export const synonyms: Readonly<Record<string, readonly string[]>> = {
  // The product's parts.
  widget: ['chat modal'],
  popup: ['chat modal'],
  chatbot: ['assistant'],
  chats: ['conversations'],
  hosted: ['landing page'],
  dashboard: ['cape ui'],
  scraper: ['crawler'],
  spider: ['crawler'],
  scraping: ['crawling'],
  reindex: ['crawl'],
  recrawl: ['crawl'],
  callback: ['webhook'],
  callbacks: ['webhooks'],
  // Keys and access.
  rotate: ['roll'],
  sandbox: ['test'],
  staging: ['test'],
  production: ['live'],
  password: ['secret'],
  credentials: ['secret'],
  login: ['sign in'],
  logon: ['sign in'],
  signin: ['sign in'],
  sso: ['single sign-on'],
  tenant: ['workspace'],
  // Limits, plans, privacy.
  throttle: ['rate limit'],
  throttling: ['rate limit'],
  quota: ['limits'],
  pricing: ['plans'],
  price: ['plans'],
  gdpr: ['personal data'],
  erase: ['delete'],
  forget: ['delete'],
  dump: ['export'],
  backup: ['export'],
  download: ['export'],
  // Crawling and extraction.
  whitelist: ['allow'],
  allowlist: ['allow'],
  headless: ['javascript'],
  rendering: ['javascript'],
  boilerplate: ['main content'],
  german: ['language'],
  french: ['language'],
  spanish: ['language'],
  politely: ['etiquette'],
  // Pages, sites and browsers.
  styling: ['theme'],
  style: ['theme'],
  css: ['theme'],
  colors: ['colour'],
  color: ['colour'],
  csp: ['content security policy'],
  ssl: ['certificate'],
  tls: ['certificate'],
  root: ['apex'],
  naked: ['apex'],
  hotkeys: ['shortcuts'],
  hotkey: ['shortcuts'],
  rollback: ['undo'],
  revert: ['undo'],
};
