import type { Company, Locale, Order } from '@backoffice/domain';
import {
  formatDateTime,
  formatMoney,
  formatPersonName,
  isCanteenOrder,
  truncateCancelReason,
} from '@backoffice/domain';
import type { OrderLineItemsLabels } from '@backoffice/ui';
import {
  AutomatedJobChip,
  DeliveryJobStatusChip,
  Link,
  OrderLineItems,
  OrderStatusChip,
  Stack,
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
 * Everything an admin reads on an order: status, customer or canteen, meals with options and refunds, prices
 * and discounts (domain receipt rules), payment, service fee, the delivery job with courier and ETA, warnings,
 * third-party data, the automated-job chip, the restaurant e-mail failures and the invoice data.
 */
export function OrderDetails({ order, company, lineLabels }: OrderDetailsProps) {
  const { LL, locale } = useI18n();
  const t = LL.orderEdit;
  const money = (value: number) =>
    formatMoney(value, order.currency ?? 'HUF', order.currencyLocale ?? 'hu-HU');
  const when = (value: string | null | undefined) => (value ? formatDateTime(value) : t.none());
  const figures = toOrderMoney(order, company);
  const job = order.deliveryJob;
  const automated = toAutomatedJob(order);
  const canteen = order.cloudcanteen ?? order.residentialcanteen;
  const statusText = statusLabel(order, t);
  const warnings = [
    ...(order.warnings ?? []),
    ...(order.warning ? [order.warning] : []),
    ...(job?.warnings ?? []),
  ];
  const emailFailures = order.restaurantEmailErrorCount ?? 0;
  const courierStatus = toCourierStatus(job);
  const hasThirdPartyData = order.thirdPartyDifferences !== null && order.thirdPartyDifferences !== undefined;
  const definitionText = (value: DefinitionValue): string =>
    value === null
      ? t.none()
      : typeof value === 'boolean'
        ? value
          ? t.fields.yes()
          : t.fields.no()
        : String(value);

  return (
    <Stack gap="400">
      <Section title={t.sections.customer()}>
        <Facts
          rows={[
            [t.fields.createdAt(), when(order.createdAt)],
            [
              LL.orderEdit.fields.paymentState(),
              <OrderStatusChip key="status" status={order.status} label={statusText} />,
            ],
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
            ...(automated
              ? ([
                  [
                    t.fields.automatedJob(),
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
                    />,
                  ],
                ] as Row[])
              : []),
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
      </Section>

      {canteen ? (
        <Section title={t.sections.canteen()}>
          <Facts
            rows={[
              [t.fields.canteenIdentifier(), canteen.identifier],
              [t.fields.cutoffTime(), order.cutoffTime ?? canteen.cutoffTime ?? t.none()],
            ]}
          />
        </Section>
      ) : null}

      <Section title={t.sections.meals()}>
        <OrderLineItems meals={order.meals} currency={order} comment={order.comment} labels={lineLabels} />
      </Section>

      <Section title={t.sections.prices()}>
        <Facts
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
      </Section>

      <Section title={t.sections.payment()}>
        <Facts
          rows={[
            [t.fields.paymentMethod(), order.paymentMethod || t.none()],
            [t.fields.paymentState(), t.payment[figures.payment]()],
            [t.fields.userPaid(), money(figures.userPaid)],
            [t.fields.companyPaid(), money(figures.companyPaid)],
          ]}
        />
      </Section>

      <Section title={t.sections.delivery()}>
        {job ? (
          <Facts
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
              ...(job.latestCourierError
                ? ([[t.fields.courierError(), job.latestCourierError]] as Row[])
                : []),
            ]}
          />
        ) : (
          <p>{t.noDeliveryJob()}</p>
        )}
      </Section>

      <Section title={t.sections.warnings()}>
        {warnings.length > 0 ? (
          <ul>
            {warnings.map((warning, index) => (
              <li key={`${index}-${warning}`}>{warning}</li>
            ))}
          </ul>
        ) : (
          <p>{t.noWarnings()}</p>
        )}
      </Section>

      {order.thirdPartyOrderId || order.thirdPartyCode || order.thirdPartyTrackingUrl || hasThirdPartyData ? (
        <Section title={t.sections.thirdParty()}>
          <Facts
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
                      thirdPartyData(order.thirdPartyDifferences, definitionText),
                    ],
                  ] as Row[])
                : []),
            ]}
          />
        </Section>
      ) : null}

      <Section title={t.sections.invoices()}>
        <Facts
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
      </Section>
    </Stack>
  );
}

type Row = [label: string, value: ReactNode];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="200" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </Stack>
  );
}

function Facts({ rows }: { rows: Row[] }) {
  return (
    <dl>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function personName(order: Order, locale: Locale): string {
  return formatPersonName(order.userProfile, locale) || (order.deliveryName ?? '');
}

function statusLabel(order: Order, t: ReturnType<typeof useI18n>['LL']['orderEdit']): string {
  const known = order.status in t.status ? t.status[order.status]() : order.status;
  const reason = truncateCancelReason(order.cancelReason);
  return reason ? t.statusWithReason({ status: known, reason }) : known;
}

/** The translated word for a status code, or the code itself when the dictionary does not know it. */
/** Third-party data as the user reads it: a bare value as its text, anything nested as a definition list. */
function thirdPartyData(data: unknown, text: (value: DefinitionValue) => string): ReactNode {
  const entries = toDefinitionEntries(data);
  const [only] = entries;
  if (entries.length === 1 && only?.[0] === '') return text(only[1]);
  return <Facts rows={entries.map(([key, value]): Row => [key, text(value)])} />;
}
