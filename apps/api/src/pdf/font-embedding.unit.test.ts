import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { newPdf, toBuffer, write } from './pdf-kit';

/** A one-page document with these lines, in the text font (regular, then bold) and the heading's. */
function draw(lines: string[]): Promise<Buffer> {
  const doc = newPdf({ title: 'Fonts' });
  write(doc, 'Roast', { x: 48, y: 40 }, { heading: true, size: 24 });
  lines.forEach((line, i) => write(doc, line, { x: 48, y: 100 + i * 20 }, { weight: i % 2 ? 'bold' : 'regular' }));
  return toBuffer(doc);
}

/** Each piece of text on the page, where it starts and how wide it is. */
async function placedText(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { items } = await (await document.getPage(1)).getTextContent();
  return (items as { str: string; transform: number[]; width: number }[])
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({ text: item.str, x: item.transform[4]!.toFixed(2), width: item.width.toFixed(2) }));
}

/** The page's text without its spaces (a run of another script is a piece of its own, its spaces dropped). */
const squeeze = (value: string) => value.replace(/\s+/g, '');
const text = async (pdf: Buffer) => squeeze((await placedText(pdf)).map((item) => item.text).join(''));

describe('fonts embedded once for many documents', () => {
  const plain = ['Asha Rao · RC/26-27/000042', 'Total paid ₹1,354.50', 'customer-42@example.com'];
  const beyond = ['Zoë Ångström ﬁnds “Crème brûlée”', 'ಕನ್ನಡ ಸರಕುಪಟ್ಟಿ · कर बीजक', 'Ünïcödé Łódź ₹12'];

  it('reads back each document’s own text, whether its letters were used before or not', async () => {
    const first = await draw(plain);
    const other = await draw(beyond);
    const again = await draw(plain);
    for (const line of plain) {
      expect(await text(first)).toContain(squeeze(line));
      expect(await text(again)).toContain(squeeze(line));
    }
    const otherText = await text(other);
    for (const word of ['Zoë', 'Ångström', 'Crème', 'Łódź', 'कर', '₹12']) expect(otherText).toContain(word);
    // Nothing of the other document's text came along.
    expect(await text(again)).not.toContain('Zoë');
  });

  it('places and sizes every piece of text as the first document after a start did', async () => {
    const first = await placedText(await draw(plain));
    for (let i = 0; i < 3; i += 1) await draw([...beyond, `Order ${i}`]);
    expect(await placedText(await draw(plain))).toEqual(first);
  });
});
