/**
 * Secrecy checks for views: walk a view's JSON and report where a secret value appears.
 */

/** Paths (like `$.players[1].hand[0]`) at which `predicate` holds for a leaf or object. */
export function findInJson(value: unknown, predicate: (v: unknown, path: string) => boolean, path = '$'): string[] {
  const hits: string[] = [];
  if (predicate(value, path)) hits.push(path);
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      hits.push(...findInJson(v, predicate, `${path}[${i}]`));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) hits.push(...findInJson(v, predicate, `${path}.${k}`));
  }
  return hits;
}

/** Paths at which the exact string `secret` occurs (as a value or a key) in `view`. */
export function findSecretString(view: unknown, secret: string): string[] {
  const json = JSON.stringify(view);
  if (!json.includes(JSON.stringify(secret).slice(1, -1))) return [];
  return findInJson(view, (v, path) => v === secret || path.endsWith(`.${secret}`));
}
