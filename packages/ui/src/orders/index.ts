export { ApproveTimeControl } from './ApproveTimeControl/ApproveTimeControl';
export type {
  ApproveTimeControlLabels,
  ApproveTimeControlProps,
} from './ApproveTimeControl/ApproveTimeControl';
export { CanteenSubOrderList } from './CanteenSubOrderList/CanteenSubOrderList';
export type {
  CanteenSubOrderListLabels,
  CanteenSubOrderListProps,
} from './CanteenSubOrderList/CanteenSubOrderList';
export { IncomingOrderCarousel } from './IncomingOrderCarousel/IncomingOrderCarousel';
export type {
  IncomingOrderCarouselLabels,
  IncomingOrderCarouselProps,
} from './IncomingOrderCarousel/IncomingOrderCarousel';
export { IncomingOrdersBar } from './IncomingOrdersBar/IncomingOrdersBar';
export type { IncomingOrdersBarLabels, IncomingOrdersBarProps } from './IncomingOrdersBar/IncomingOrdersBar';
export type { HelpPictureBrowser } from './NotificationToggle/BrowserHelpPicture';
export { NotificationToggle, notificationBrowsers } from './NotificationToggle/NotificationToggle';
export type {
  NotificationBrowser,
  NotificationToggleLabels,
  NotificationToggleProps,
} from './NotificationToggle/NotificationToggle';
export { OrderCard, orderCardVariants } from './OrderCard/OrderCard';
export type { OrderCardLabels, OrderCardProps } from './OrderCard/OrderCard';
export { OrderCardList } from './OrderCardList/OrderCardList';
export type { OrderCardListProps } from './OrderCardList/OrderCardList';
export { OrderLineItems } from './OrderLineItems/OrderLineItems';
export type { OrderLineItemsLabels, OrderLineItemsProps } from './OrderLineItems/OrderLineItems';
export { orderTotalKinds } from './shared/orderTotals';
export type { OrderTotalKind } from './shared/orderTotals';
export { ReceiptView } from './ReceiptView/ReceiptView';
export type { ReceiptViewLabels, ReceiptViewProps } from './ReceiptView/ReceiptView';
export { TimeText } from './TimeText/TimeText';
export type { TimeTextLabels, TimeTextProps } from './TimeText/TimeText';
