/**
 * Spanish contracts «de el» to «del» and «a el» to «al». A label put together from pieces
 * ("Ver detalles de " + "el pago 1a2b") would otherwise read "Ver detalles de el pago"; a screen
 * reader says it as written. A proper name that starts with the article keeps it ("de El Salvador"),
 * so only a lower-case «el» is contracted.
 */
export function contractArticles(text: string): string {
  return text.replace(/(^|[^\p{L}\p{N}])([Dd]e|[Aa]) el(?![\p{L}\p{N}])/gu, (_match, before: string, preposition: string) => `${before}${preposition}l`);
}

/**
 * A label written as a template, with its «de el» and «a el» contracted:
 * es`Ver detalles de ${who}` with who = 'el pago 1a2b' is 'Ver detalles del pago 1a2b'.
 * Every label the screens build from pieces (aria-label, title, alt, a field's label) is written so.
 */
export function es(strings: TemplateStringsArray, ...values: unknown[]): string {
  return contractArticles(strings.reduce((text, part, i) => text + part + (i < values.length ? String(values[i]) : ''), ''));
}
