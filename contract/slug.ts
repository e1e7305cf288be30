// URL slugs: lower-case ASCII letters and digits between single dashes, made from a name or a title
// ("Réinitialiser le mot de passe" -> "reinitialiser-le-mot-de-passe"). The server makes them; the dashboard
// shows what a title will become.

export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug of `text`, at most `max` characters, cut at a dash when it can be; `fallback` when nothing is left. */
export function slugify(text: string, fallback: string, max = SLUG_MAX): string {
  let slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length > max) {
    const cut = slug.slice(0, max);
    const dash = cut.lastIndexOf('-');
    slug = (dash > max / 2 ? cut.slice(0, dash) : cut).replace(/-+$/, '');
  }
  return slug || fallback;
}

/** `base`, or `base-2`, `base-3` ...: the first that `taken` does not hold, within `max` characters. */
export function freeSlug(base: string, taken: ReadonlySet<string>, max = SLUG_MAX): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, max - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
