import { isMap, isScalar, isSeq, parseDocument, type Document, type Scalar } from 'yaml';
import { REDACTED } from '../../../shared/redaction-marker';

/**
 * The page reads a scenario file through the one redactor, so a test card's number reaches the
 * editor as `411111••••••1111` and its CVV as `[REDACTED]`. Saved back as shown, the file would
 * hold the mask and no step with a card could run again. A value that still holds the mask or
 * the marker is therefore taken from the stored file at the same path; a value the person
 * really changed is kept as typed and checked like any other. Only the stored file is the
 * source: nothing the page sends is ever taken for a hidden value.
 */
export function restoreHiddenValues(typed: string, stored: string | undefined): string {
  if (stored === undefined || !holdsHidden(typed)) return typed;
  const doc = parseDocument(typed, { uniqueKeys: true });
  const before = parseDocument(stored, { uniqueKeys: true });
  // A text that is not YAML yet is saved as typed; its problems are shown beside it.
  if (doc.errors.length > 0 || before.errors.length > 0) return typed;
  let restored = false;
  const walk = (node: unknown, path: unknown[]): unknown => {
    if (isScalar(node)) {
      if (typeof node.value !== 'string' || !holdsHidden(node.value)) return node;
      const original = storedScalar(before, path);
      if (original === undefined) return node;
      restored = true;
      return original;
    }
    if (isMap(node))
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? pair.key.value : pair.key;
        pair.value = walk(pair.value, [...path, key]) as typeof pair.value;
      }
    if (isSeq(node)) node.items = node.items.map((item, index) => walk(item, [...path, index]));
    return node;
  };
  doc.contents = walk(doc.contents, []) as typeof doc.contents;
  return restored ? doc.toString() : typed;
}

/** The stored value at `path`, as its own node (quoted or not, as the file had it). */
function storedScalar(doc: Document, path: unknown[]): Scalar | undefined {
  const node: unknown = doc.getIn(path, true);
  if (!isScalar(node)) return undefined;
  // A stored value that was itself a mask restores nothing: the typed text stays and is checked.
  if (typeof node.value === 'string' && holdsHidden(node.value)) return undefined;
  return node.clone() as Scalar;
}

/** Whether a text holds what the redactor writes in place of a value: a card mask or the marker. */
function holdsHidden(text: string): boolean {
  return text.includes('•') || text.includes(REDACTED);
}
