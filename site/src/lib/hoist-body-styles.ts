/**
 * Moves every <style> element found in a page's body to the end of its head, once each. HTML allows
 * <style> in the body only as the first child of its parent with selectors scoped to it, and two
 * kinds land there: Astro's one rule for its island elements (emitted with the first island), and
 * the styles of React islands, which React renders before the island's markup (hoistable styles:
 * `<style href precedence>`; on hydration React finds them by their href wherever they are). Their
 * rules are global either way, so at the end of the head they apply exactly as before.
 */
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style>/gi;

export function hoistBodyStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyStart = html.search(/<body[\s>]/i);
  if (headEnd < 0 || bodyStart < headEnd) return html;
  const body = html.slice(bodyStart);
  const styles = body.match(STYLE_ELEMENT);
  if (!styles) return html;
  const unique = [...new Set(styles)];
  return html.slice(0, headEnd) + unique.join('') + html.slice(headEnd, bodyStart) + body.replace(STYLE_ELEMENT, '');
}
