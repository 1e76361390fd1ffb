import type { Enrollment } from '@roast/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../lib/session';
import { serveApi } from '../../test/network';
import { renderInApp } from '../../test/render';
import { MyEnrollments } from './my-enrollments';

const TOKEN = 'customer-token';

const workshop: Enrollment = {
  _id: 'b1',
  kind: 'workshop',
  reference: 'WKS-261125-7K3Q9D',
  status: 'Enrolled',
  payment: true,
  amount: 1500,
  createdAt: '2026-11-25T04:30:00.000Z',
  workshopId: { _id: 'w1', title: 'Sourdough at Home', date: '2026-12-05', time: '10:00 AM', price: 1500 },
};

/** An event booked with the customer's email (confirmed), perhaps before they had an account. */
const event: Enrollment = {
  _id: 'b2',
  kind: 'event',
  reference: 'EVT-261120-4M8P2H',
  status: 'Enrolled',
  payment: true,
  amount: 1200,
  places: 2,
  createdAt: '2026-11-20T04:30:00.000Z',
  eventId: { _id: 'e1', title: 'Jazz and Coffee Evening', date: '2026-12-12', time: '7:00 PM', price: 600 },
};

describe('My Enrollments', () => {
  it('lists workshops and the events booked with a confirmed email, each as it was booked', async () => {
    signIn(TOKEN);
    serveApi({ 'POST /api/enroll/userList': { body: { success: true, data: { data: [workshop, event] } } } });
    renderInApp(<MyEnrollments />, { path: '/myorders?tab=enrollments' });

    const booked = await screen.findByRole('article', { name: 'Jazz and Coffee Evening' });
    expect(booked).toHaveTextContent('EVT-261120-4M8P2H');
    expect(booked).toHaveTextContent('2 places');
    expect(booked).toHaveTextContent('Total₹1,200');
    expect(within(booked).getByText('Booked')).toBeInTheDocument();
    expect(within(booked).getByRole('link', { name: /Jazz and Coffee Evening/ })).toHaveAttribute(
      'href',
      '/api/bookings/EVT-261120-4M8P2H/calendar.ics',
    );

    const enrolled = screen.getByRole('article', { name: 'Sourdough at Home' });
    expect(within(enrolled).getByText('Enrolled')).toBeInTheDocument();
    expect(enrolled).toHaveTextContent('Price₹1,500');
    expect(enrolled).not.toHaveTextContent('places');
  });
});
