import type { PersonalData } from './personal-data.repository';

/** The file a customer downloads from My Account. */
export const EXPORT_FILENAME = 'roast-my-data.json';

function byOrder<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(row.orderId, [...(grouped.get(row.orderId) ?? []), row]);
  return grouped;
}

/**
 * A customer's data as they download it: the account, every order with its items and history, and
 * their event bookings and workshop enrollments. Money is in paise, as the store keeps it; times
 * are ISO 8601, dates and pickup times as India time.
 */
export function exportOf(data: PersonalData, at: Date) {
  const itemsByOrder = byOrder(data.items);
  const historyByOrder = byOrder(data.history);
  return {
    exportedAt: at.toISOString(),
    about:
      'The personal data Roast Cafe and Bakery keeps about your account. Amounts are in paise (100 paise = 1 rupee). Questions: grievance@roastcafe.in.',
    bookingsNote: data.account.emailVerifiedAt
      ? 'Bookings include events booked with your email address without logging in.'
      : 'Your email address is not confirmed yet, so events booked with it without logging in are not included. Confirm it from the link we mailed you (or ask for a new one in My Account), then download your data again.',
    account: {
      name: data.account.name,
      email: data.account.email,
      emailVerified: data.account.emailVerifiedAt !== null,
      emailVerifiedAt: data.account.emailVerifiedAt?.toISOString() ?? null,
      phone: data.account.phone,
      createdAt: data.account.createdAt.toISOString(),
    },
    orders: data.orders.map(({ order, outlet }) => ({
      reference: order.reference,
      outlet,
      status: order.status,
      paid: order.paid,
      itemsTotalPaise: order.itemsTotalPaise,
      amountPaise: order.amountPaise,
      paymentMethod: order.paymentMethod,
      paymentId: order.paymentId,
      paidAt: order.paidAt?.toISOString() ?? null,
      pickupDate: order.pickupDate,
      pickupTime: order.pickupTime,
      pickupCode: order.pickupCode,
      cancelReason: order.cancelReason,
      refundStatus: order.refundStatus,
      refundedAt: order.refundedAt?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
      items: (itemsByOrder.get(order.id) ?? []).map((item) => ({
        name: item.itemName,
        size: item.size,
        quantity: item.quantity,
        unitPricePaise: item.unitPricePaise,
        vegType: item.vegType,
        pickupDate: item.pickupDate,
        pickupTime: item.pickupTime,
        note: item.note,
      })),
      history: (historyByOrder.get(order.id) ?? []).map((entry) => ({
        status: entry.status,
        by: entry.actor,
        reason: entry.reason,
        at: entry.at.toISOString(),
      })),
    })),
    bookings: data.bookings.map((row) => ({
      reference: row.booking.reference,
      kind: row.booking.kind,
      title: row.eventTitle ?? row.workshopTitle,
      date: row.eventDate ?? row.workshopDate,
      time: row.eventTime ?? row.workshopTime,
      venue: row.eventVenue ?? row.workshopVenue,
      name: row.booking.name,
      email: row.booking.email,
      places: row.booking.slots,
      amountPaise: row.booking.amountPaise,
      status: row.booking.status,
      paymentId: row.booking.paymentId,
      paidAt: row.booking.paidAt?.toISOString() ?? null,
      checkedInAt: row.booking.checkedInAt?.toISOString() ?? null,
      createdAt: row.booking.createdAt.toISOString(),
    })),
    messages: {
      language: data.account.language,
      whatsapp: data.account.whatsappOptIn,
      sms: data.account.smsOptIn,
      choices: data.consents.map((row) => ({
        choice: row.subject,
        ...(row.subject === 'language' ? { language: row.language } : { optedIn: row.granted }),
        wordingShown: row.wording,
        pageLanguage: row.pageLanguage,
        madeIn: row.source,
        at: row.at.toISOString(),
      })),
      sent: data.messages.map((row) => ({
        channel: row.channel,
        to: row.toAddress,
        template: row.template,
        language: row.language,
        text: row.text,
        status: row.status,
        at: row.createdAt.toISOString(),
      })),
    },
  };
}
