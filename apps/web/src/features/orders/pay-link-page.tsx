import type { PaymentLink } from '@roast/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { useFormat } from '../../i18n/format';
import { getJson, useServerMessage } from '../../lib/api';
import { payFor } from '../../lib/payments';
import styles from './pay-link-page.module.css';

const payLinkQuery = (token: string) => ({
  queryKey: ['pay-link', token] as const,
  queryFn: async () => (await getJson<{ data: PaymentLink }>(`/api/pay/${encodeURIComponent(token)}`)).data,
  // The order changes as it is paid: always read afresh.
  staleTime: 0,
});

/**
 * The page a payment link opens: an order an outlet took by phone, what it holds and costs, and a
 * button to pay it with the same widget as the cart. Paid, it shows the pickup code.
 */
export function PayLinkPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('orders');
  const format = useFormat();
  const client = useQueryClient();
  const serverMessage = useServerMessage();
  const link = useQuery(payLinkQuery(token));
  const pay = useMutation({
    mutationFn: async (order: PaymentLink) =>
      payFor({
        order: { id: order.providerOrderId!, amount: Math.round(order.amount * 100), orderId: order.reference },
        description: `Order ${order.reference}`,
        prefill: { name: order.customerName },
        verifyUrl: '/api/order/paymentverification',
      }),
    onSettled: () => void client.invalidateQueries({ queryKey: ['pay-link', token] }),
  });

  const order = link.data;
  const result = pay.data;
  return (
    <>
      <title>{t('payLink.title')}</title>
      {order ? (
        <PageHeader
          title={t('payLink.heading', { reference: order.reference })}
          intro={t('payLink.intro', { outlet: order.outlet, name: order.customerName })}
        />
      ) : (
        <PageHeader title={t('payLink.title')} />
      )}
      <PageBody>
        {link.isError ? (
          <ErrorMessage>{serverMessage(link.error) ?? t('payLink.failed')}</ErrorMessage>
        ) : !order ? (
          <p role="status">{t('payLink.loading')}</p>
        ) : (
          <section className={styles.card}>
            <ul className={styles.items}>
              {order.items.map((item, index) => (
                <li key={index}>
                  <span>
                    {item.quantity} × {item.itemName}
                  </span>
                  <span>{format.rupees(item.price * item.quantity)}</span>
                </li>
              ))}
            </ul>
            <dl className={styles.facts}>
              <div>
                <dt>{t('payLink.pickup')}</dt>
                <dd>
                  {format.date(order.pickupDate)}, {format.time(order.pickupTime)} · {order.outlet}
                </dd>
              </div>
              <div>
                <dt>{t('payLink.toPay')}</dt>
                <dd className={styles.amount}>{format.rupees(order.amount)}</dd>
              </div>
            </dl>
            {order.paid && order.pickupCode ? (
              <div className={styles.paid} role="status">
                <CheckCircle2 aria-hidden="true" size={28} />
                <p>{t('payLink.paid', { outlet: order.outlet })}</p>
                <p className={styles.code}>{order.pickupCode}</p>
              </div>
            ) : order.cancelled ? (
              <p role="status">{t('payLink.cancelled')}</p>
            ) : (
              <>
                {result?.status === 'refunded' ? <p role="status">{t('payLink.refunded')}</p> : null}
                {result?.status === 'failed' || pay.isError ? <ErrorMessage>{t('payLink.failed')}</ErrorMessage> : null}
                <Button disabled={pay.isPending || !order.providerOrderId} onClick={() => pay.mutate(order)}>
                  {pay.isPending ? t('payLink.paying') : t('payLink.pay', { amount: format.rupees(order.amount) })}
                </Button>
              </>
            )}
          </section>
        )}
      </PageBody>
    </>
  );
}
