import type { Company, Locale, Order } from '@backoffice/domain';
import { formatDateTime, formatMoney, formatPersonName, isCanteenOrder } from '@backoffice/domain';
import type { DescriptionListLabels, OrderLineItemsLabels } from '@backoffice/ui';
import {
  AutomatedJobChip,
  Card,
  DeliveryJobStatusChip,
  DescriptionList,
  Link,
  OrderLineItems,
  PageLayout,
  Tooltip,
} from '@backoffice/ui';
import type { ReactNode } from 'react';

import { useI18n } from '../../../i18n/I18nProvider';
import type { DefinitionValue } from './toDefinitionEntries';
import { toDefinitionEntries } from './toDefinitionEntries';
import {
  EMAIL_FAILURE_THRESHOLD,
  toAutomatedJob,
  toCourierStatus,
  toInvoiceBlocks,
  toOrderMoney,
} from './toOrderFacts';
import { wordFor } from '../statusWords';

/** Props of {@link OrderDetails}. */
export interface OrderDetailsProps {
  order: Order;
  /** The order's company, for the service fee (null while unknown or for private orders). */
  company: Pick<Company, 'isServiceFeeVisible' | 'serviceFeePercent' | 'billingInfo'> | null;
  lineLabels: OrderLineItemsLabels;
}

/**
 * Everything an admin reads on an order, as cards in two columns: the main column holds what was ordered and
 * paid (meals with options and refunds, prices and discounts by the domain's receipt rules, payment and service
 * fee, third-party data); the aside holds who and where (customer or canteen), the delivery job with courier and
 * ETA, the warnings, the automated job with the restaurant e-mail, and the invoice data. Under 992 px the aside
 * follows the main column. The order's status is not among the facts: it sits beside the page title.
 */
export function OrderDetails({ order, company, lineLabels }: OrderDetailsProps) {
  const { LL } = useI18n();
  const t = LL.orderEdit;
  const money = (value: number) =>
    formatMoney(value, order.currency ?? 'HUF', order.currencyLocale ?? 'hu-HU');
  const when = (value: string | null | undefined) => (value ? formatDateTime(value) : t.none());
  const figures = toOrderMoney(order, company);
  const job = order.deliveryJob;
  const automated = toAutomatedJob(order);
  const canteen = order.cloudcanteen ?? order.residentialcanteen;
  const warnings = [
    ...(order.warnings ?? []),
    ...(order.warning ? [order.warning] : []),
    ...(job?.warnings ?? []),
  ];
  const emailFailures = order.restaurantEmailErrorCount ?? 0;
  const hasThirdPartyData = order.thirdPartyDifferences !== null && order.thirdPartyDifferences !== undefined;
  const labels = { empty: t.none() };
  const definitionText = (value: DefinitionValue): string =>
    value === null
      ? t.none()
      : typeof value === 'boolean'
        ? value
          ? t.fields.yes()
          : t.fields.no()
        : String(value);

  const main = (
    <>
      <Card title={t.sections.meals()}>
        <OrderLineItems meals={order.meals} currency={order} comment={order.comment} labels={lineLabels} />
      </Card>

      <Card title={t.sections.prices()}>
        <Facts
          labels={labels}
          rows={[
            [t.fields.itemsTotal(), money(figures.items)],
            ...(figures.delivery === null
              ? []
              : ([[t.fields.deliveryPrice(), money(figures.delivery)]] as Row[])),
            [t.fields.couponDiscount(), money(order.priceCouponDiscount ?? 0)],
            [t.fields.userDiscount(), money(order.userDiscount ?? 0)],
            [t.fields.firmDiscount(), money(order.firmDiscount ?? 0)],
            [t.fields.discount(), money(figures.discount)],
            [t.fields.total(), money(figures.total)],
            ...(figures.serviceFee === null
              ? []
              : ([[t.fields.serviceFee(), money(figures.serviceFee)]] as Row[])),
          ]}
        />
      </Card>

      <Card title={t.sections.payment()}>
        <Facts
          labels={labels}
          rows={[
            [t.fields.paymentMethod(), order.paymentMethod || t.none()],
            [t.fields.paymentState(), t.payment[figures.payment]()],
            [t.fields.userPaid(), money(figures.userPaid)],
            [t.fields.companyPaid(), money(figures.companyPaid)],
          ]}
        />
      </Card>

      {order.thirdPartyOrderId || order.thirdPartyCode || order.thirdPartyTrackingUrl || hasThirdPartyData ? (
        <Card title={t.sections.thirdParty()}>
          <Facts
            labels={labels}
            rows={[
              [t.fields.thirdPartyOrderId(), order.thirdPartyOrderId ?? t.none()],
              [t.fields.thirdPartyCode(), order.thirdPartyCode ?? t.none()],
              ...(order.thirdPartyTrackingUrl
                ? ([
                    [
                      t.fields.tracking(),
                      <Link key="tp" href={order.thirdPartyTrackingUrl} target="_blank" rel="noreferrer">
                        {t.fields.trackingLink()}
                      </Link>,
                    ],
                  ] as Row[])
                : []),
              ...(hasThirdPartyData
                ? ([
                    [
                      t.fields.thirdPartyDifferences(),
                      thirdPartyData(order.thirdPartyDifferences, definitionText, labels),
                    ],
                  ] as Row[])
                : []),
            ]}
          />
        </Card>
      ) : null}
    </>
  );

  const aside = (
    <>
      <OrderCustomerCard order={order} />

      {canteen ? (
        <Card title={t.sections.canteen()}>
          <Facts
            labels={labels}
            rows={[
              [t.fields.canteenIdentifier(), canteen.identifier],
              [t.fields.cutoffTime(), order.cutoffTime ?? canteen.cutoffTime ?? t.none()],
            ]}
          />
        </Card>
      ) : null}

      <OrderDeliveryCard order={order} />

      <Card title={t.sections.warnings()}>
        {warnings.length > 0 ? (
          <ul>
            {warnings.map((warning, index) => (
              <li key={`${index}-${warning}`}>{warning}</li>
            ))}
          </ul>
        ) : (
          <p>{t.noWarnings()}</p>
        )}
      </Card>

      <Card title={LL.orderPage.cards.automatedJob()}>
        <Facts
          labels={labels}
          rows={[
            [
              t.fields.automatedJob(),
              automated ? (
                <AutomatedJobChip
                  key="job"
                  state={automated.state}
                  progress={automated.progress}
                  labels={{
                    working: t.jobStates.working(),
                    done: t.jobStates.done(),
                    halted: t.jobStates.halted(),
                    error: t.jobStates.error(),
                  }}
                />
              ) : (
                t.none()
              ),
            ],
            [
              t.fields.restaurantEmail(),
              emailFailures >= EMAIL_FAILURE_THRESHOLD ? (
                <Tooltip key="email" content={t.emailFailures({ count: emailFailures })}>
                  <Link>{t.emailStatus({ status: order.restaurantEmailStatus ?? t.none() })}</Link>
                </Tooltip>
              ) : (
                t.emailStatus({ status: order.restaurantEmailStatus ?? t.none() })
              ),
            ],
          ]}
        />
      </Card>

      <Card title={t.sections.invoices()}>
        <Facts
          labels={labels}
          rows={[
            ...toInvoiceBlocks(order).map(({ kind, index, block }): Row => [
              kind === 'additional' ? t.invoiceKinds.additional({ n: index }) : t.invoiceKinds[kind](),
              [
                block.invoiceNumber ?? t.none(),
                `${t.fields.net()} ${money(block.net ?? 0)}`,
                `${t.fields.vat()} ${money(block.vat ?? 0)}`,
                `${t.fields.gross()} ${money(block.gross ?? 0)}`,
              ].join(' · '),
            ]),
            [t.fields.supplierPaidDate(), when(order.supplierPaidDate)],
            [
              t.fields.requiresSeparateInvoice(),
              order.requiresSeparateInvoice ? t.fields.yes() : t.fields.no(),
            ],
          ]}
        />
      </Card>
    </>
  );

  return <PageLayout main={main} aside={aside} />;
}

/** Props of the order's fact cards shared by the order screen and the live screen. */
export interface OrderFactCardProps {
  order: Order;
}

/** Who and where: the order's customer (or canteen company), restaurant, phone, address and required time. */
export function OrderCustomerCard({ order }: OrderFactCardProps) {
  const { LL, locale } = useI18n();
  const t = LL.orderEdit;
  const when = (value: string | null | undefined) => (value ? formatDateTime(value) : t.none());
  const labels = { empty: t.none() };
  return (
    <Card title={t.sections.customer()}>
      <Facts
        labels={labels}
        rows={[
          [t.fields.createdAt(), when(order.createdAt)],
          [t.fields.restaurant(), order.restaurantName ?? t.none()],
          [t.fields.company(), order.companyName ?? t.none()],
          ...(isCanteenOrder(order)
            ? []
            : ([[t.fields.name(), personName(order, locale) || t.none()]] as Row[])),
          [t.fields.phone(), order.phone ?? t.none()],
          [
            t.fields.address(),
            [order.deliveryFullAddress, order.deliverySubAddress].filter(Boolean).join(', ') || t.none(),
          ],
          [t.fields.requiredDeliveryTime(), when(order.requiredDeliveryTime)],
        ]}
      />
    </Card>
  );
}

/** The delivery job: its status, the courier's, the method, the courier and the ETAs, tracking, the last error. */
export function OrderDeliveryCard({ order }: OrderFactCardProps) {
  const { LL } = useI18n();
  const t = LL.orderEdit;
  const when = (value: string | null | undefined) => (value ? formatDateTime(value) : t.none());
  const labels = { empty: t.none() };
  const job = order.deliveryJob;
  const courierStatus = toCourierStatus(job);
  return (
    <Card title={t.sections.delivery()}>
      {job ? (
        <Facts
          labels={labels}
          rows={[
            [
              t.fields.deliveryStatus(),
              job.status ? (
                <DeliveryJobStatusChip
                  key="job"
                  status={job.status}
                  label={wordFor(t.deliveryJobStatuses, job.status)}
                />
              ) : (
                t.none()
              ),
            ],
            [
              t.fields.courierStatus(),
              courierStatus ? (
                // The courier statuses share the job statuses' names and tones (picking, delivering, …).
                <DeliveryJobStatusChip
                  key="courier"
                  status={courierStatus}
                  label={wordFor(t.courierStatuses, courierStatus)}
                />
              ) : (
                t.none()
              ),
            ],
            [t.fields.deliveryMethod(), job.activeDeliveryMethod ?? job.primaryDeliveryMethod ?? t.none()],
            [t.fields.courier(), job.driverName ?? t.none()],
            [t.fields.courierPhone(), job.driverPhone ?? t.none()],
            [t.fields.etaToPickup(), when(job.etaToPickup)],
            [t.fields.etaToDropoff(), when(job.etaToDropoff)],
            ...(job.trackingUrl
              ? ([
                  [
                    t.fields.tracking(),
                    <Link key="tracking" href={job.trackingUrl} target="_blank" rel="noreferrer">
                      {t.fields.trackingLink()}
                    </Link>,
                  ],
                ] as Row[])
              : []),
            ...(job.latestCourierError ? ([[t.fields.courierError(), job.latestCourierError]] as Row[]) : []),
          ]}
        />
      ) : (
        <p>{t.noDeliveryJob()}</p>
      )}
    </Card>
  );
}

type Row = [label: string, value: ReactNode];

function Facts({ rows, labels }: { rows: Row[]; labels: DescriptionListLabels }) {
  return (
    <DescriptionList items={rows.map(([term, description]) => ({ term, description }))} labels={labels} />
  );
}

function personName(order: Order, locale: Locale): string {
  return formatPersonName(order.userProfile, locale) || (order.deliveryName ?? '');
}

/** Third-party data as the user reads it: a bare value as its text, anything nested as a definition list. */
function thirdPartyData(
  data: unknown,
  text: (value: DefinitionValue) => string,
  labels: DescriptionListLabels,
): ReactNode {
  const entries = toDefinitionEntries(data);
  const [only] = entries;
  if (entries.length === 1 && only?.[0] === '') return text(only[1]);
  return <Facts labels={labels} rows={entries.map(([key, value]): Row => [key, text(value)])} />;
}
