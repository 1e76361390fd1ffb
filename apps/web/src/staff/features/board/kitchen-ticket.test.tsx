import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boardOrder } from '../../test/fixtures';
import { TicketSheet, type TicketPaper } from './kitchen-ticket';

const sheet = () => document.querySelector<HTMLElement>('[data-ticket-sheet]')!;
const pageRule = () => sheet().querySelector('style')?.textContent ?? '';
const tickets = () => [...document.querySelectorAll<HTMLElement>('[data-ticket]')];

const hamperOrder = () =>
  boardOrder({
    items: [
      {
        itemName: 'Festive Hamper',
        itemType: 'other',
        quantity: 2,
        size: '0-kg',
        isveg: null,
        note: 'Gift wrap, please',
        price: 1500,
        pickupDate: '2026-11-28',
        pickupTime: '16:30',
        contents: ['Plum cake, 500 g', 'Almond rocks (6)', 'Cold brew, 250 ml'],
      },
      {
        itemName: 'Red Velvet',
        itemType: 'cake',
        quantity: 1,
        size: '750-grms',
        isveg: 'EGG',
        note: '',
        price: 950,
        pickupDate: '2026-11-28',
        pickupTime: '16:30',
      },
    ],
  });

describe('the kitchen tickets', () => {
  it.each<[TicketPaper, RegExp, string]>([
    ['80mm', /_roll80_/, 'size: 80mm 297mm'],
    ['58mm', /_roll58_/, 'size: 58mm 297mm'],
    ['a4', /_a4_/, 'size: A4'],
  ])('print on %s paper: its width and its page', (paper, width, size) => {
    render(<TicketSheet orders={[boardOrder()]} printedAt="28 Nov, 9:05 AM" paper={paper} />);
    expect(sheet()).toHaveAttribute('data-ticket-sheet', paper);
    expect(sheet().className).toMatch(width);
    expect(pageRule()).toMatch(/^@media print \{ @page \{/);
    expect(pageRule()).toContain(size);
    for (const other of ['80mm', '58mm', 'A4'].filter((each) => !size.includes(each))) {
      expect(pageRule()).not.toContain(other);
    }
    // The page's rule is not part of what the ticket says.
    expect(tickets()[0]!.textContent).not.toContain('@page');
  });

  it('fits a 58 mm roll with margins that leave 48 mm to print on', () => {
    render(<TicketSheet orders={[boardOrder()]} printedAt="28 Nov, 9:05 AM" paper="58mm" />);
    expect(pageRule()).toContain('margin: 3mm 5mm');
    expect(sheet().className).not.toMatch(/roll80/);
  });

  it('lists what goes in a hamper under its line, and nothing under a cake', () => {
    render(<TicketSheet orders={[hamperOrder()]} printedAt="28 Nov, 9:05 AM" paper="80mm" />);
    const [hamper, cake] = [...tickets()[0]!.querySelectorAll(':scope ol > li')];
    expect(hamper!.textContent).toContain('2 × Festive Hamper');
    expect(hamper!.textContent).toContain('In each hamper:');
    expect([...hamper!.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'Plum cake, 500 g',
      'Almond rocks (6)',
      'Cold brew, 250 ml',
    ]);
    expect(hamper!.textContent).toContain('Note: Gift wrap, please');
    expect(cake!.textContent).toContain('1 × Red Velvet');
    expect(cake!.querySelector('ul')).toBeNull();
    expect(cake!.textContent).not.toContain('hamper');
  });

  it('says ‘the hamper’ for one, and lists nothing for a hamper whose contents are not known', () => {
    const order = hamperOrder();
    const [hamper] = order.items;
    render(
      <TicketSheet
        orders={[
          { ...order, items: [{ ...hamper!, quantity: 1 }] },
          { ...order, _id: 'other', orderId: 'CCX-261126-0777', items: [{ ...hamper!, contents: undefined }] },
        ]}
        printedAt="28 Nov, 9:05 AM"
        paper="58mm"
      />,
    );
    const [one, unknown] = tickets();
    expect(one!.textContent).toContain('In the hamper:');
    expect(unknown!.textContent).toContain('2 × Festive Hamper');
    expect(unknown!.querySelector('ul')).toBeNull();
  });

  it('prints several orders as one ticket each, in the order given', () => {
    const first = boardOrder({ pickupTime: '09:00' });
    const second = boardOrder({ pickupTime: '10:30' });
    render(<TicketSheet orders={[first, second]} printedAt="28 Nov, 9:05 AM" paper="80mm" />);
    expect(tickets().map((ticket) => ticket.dataset.ticket)).toEqual([first.orderId, second.orderId]);
    expect(sheet().querySelectorAll('style')).toHaveLength(1);
  });
});
