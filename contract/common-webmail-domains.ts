// Free webmail providers: suppressing one of these domains blocks a great many people, so the API flags
// them (is_common) and the dashboard warns before an admin suppresses a whole domain of this kind.
// Maintained list; add providers here as customers meet them.
const COMMON_WEBMAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com',
  'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.it', 'hotmail.es',
  'live.com', 'live.fr', 'live.co.uk', 'msn.com', 'windowslive.com',
  'yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.it', 'yahoo.es', 'yahoo.co.jp', 'yahoo.com.br',
  'ymail.com', 'rocketmail.com',
  'icloud.com', 'me.com', 'mac.com',
  'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me',
  'aol.com', 'aim.com',
  'gmx.com', 'gmx.net', 'gmx.de', 'gmx.at', 'gmx.ch', 'web.de',
  'mail.com', 'email.com', 'usa.com',
  'zoho.com', 'zohomail.com',
  'yandex.com', 'yandex.ru', 'ya.ru', 'mail.ru', 'inbox.ru', 'list.ru', 'bk.ru', 'rambler.ru',
  'tutanota.com', 'tutanota.de', 'tuta.io', 'tuta.com',
  'fastmail.com', 'fastmail.fm', 'hey.com', 'hushmail.com', 'mailfence.com', 'posteo.de', 'mailbox.org',
  'orange.fr', 'wanadoo.fr', 'free.fr', 'laposte.net', 'sfr.fr',
  'libero.it', 'virgilio.it', 'tiscali.it',
  't-online.de', 'freenet.de',
  'btinternet.com', 'sky.com', 'virginmedia.com',
  'comcast.net', 'verizon.net', 'att.net', 'sbcglobal.net', 'bellsouth.net', 'cox.net', 'charter.net',
  'qq.com', '163.com', '126.com', 'sina.com', 'yeah.net', 'foxmail.com',
  'naver.com', 'daum.net', 'hanmail.net',
  'rediffmail.com', 'seznam.cz', 'wp.pl', 'o2.pl', 'onet.pl', 'interia.pl',
  'uol.com.br', 'bol.com.br', 'terra.com.br',
]);

export function isCommonWebmailDomain(domain: string): boolean {
  return COMMON_WEBMAIL_DOMAINS.has(domain.toLowerCase());
}
