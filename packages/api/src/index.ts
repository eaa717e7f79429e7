/**
 * @backoffice/api: the one place where the back-office talks to the platform. Every call is typed, checked
 * at run time with superstruct, and fails with a typed error the app maps through `toErrorReaction`.
 */
export { action } from './client/action.js';
export { fileNameFromContentDisposition } from './client/contentDisposition.js';
export type {
  ApiClient,
  ApiClientConfig,
  DownloadedFile,
  HttpMethod,
  QueryParams,
  RequestOptions,
} from './client/createApiClient.js';
export { carriesBearer, createApiClient } from './client/createApiClient.js';
export type { ListScheduler } from './client/createListScheduler.js';
export { createListScheduler } from './client/createListScheduler.js';
export type { ErrorContext, ErrorPhase, ErrorReaction } from './client/errorReaction.js';
export { toErrorReaction } from './client/errorReaction.js';
export {
  AbortedError,
  ApiError,
  ForbiddenError,
  HttpError,
  isAbortedError,
  isClientError,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  NotFoundError,
  PreconditionFailedError,
  ResponseShapeError,
  SERVER_ERROR_MESSAGE,
  ServerError,
  UnauthorizedError,
  ViolationsError,
} from './client/errors.js';
export type { ListResult, UnreadableItem } from './client/hydra.js';
export { hydraCollection, listMember, toListResult, UnreadableMember } from './client/hydra.js';
export { decodeTokenClaims } from './client/session/claims.js';
export type { CookieAttributes, CookieStore, MemoryCookieStore } from './client/session/cookies.js';
export {
  COOKIE_NAMES,
  createDocumentCookieStore,
  createMemoryCookieStore,
  sessionCookieAttributes,
} from './client/session/cookies.js';
export type { Session, SessionEndReason } from './client/session/createSession.js';
export { MISSING_REFRESH_TOKEN } from './client/session/createSession.js';
export type { RefreshLock } from './client/session/refreshLock.js';
export { REFRESH_LOCK_NAME, createRefreshLock, noRefreshLock } from './client/session/refreshLock.js';
export {
  readLocaleCookie,
  readNotificationsOff,
  writeLocaleCookie,
  writeNotificationsOff,
} from './client/session/preferences.js';
export {
  cloneCompany,
  cloneCustomExport,
  cloneTranslation,
  downloadPublicCustomExport,
  exportCustomExport,
  finishTodoList,
  getAuditLogFor,
  getCustomExport,
  getDynamicSettings,
  getPublicCustomExport,
  getSelectOptions,
  setAllowanceActive,
  setUserEnabled,
  translateTranslation,
  updateDynamicSettings,
} from './admin/admin.js';
export type { TranslationTree } from './translations/translations.js';
export { loadTranslations } from './translations/translations.js';
export {
  authorizeRealtimeChannel,
  getPlatformConfig,
  requestPasswordReset,
  resetPassword,
  signIn,
  signInWithRefreshToken,
} from './auth/auth.js';
export {
  approvePublicOrder,
  downloadCloudCanteenLabels,
  downloadCloudCanteenSummary,
  downloadOrderLabel,
  downloadPublicCloudCanteenLabels,
  getCanteenBudgetsForUser,
  getCloudCanteenLabelToken,
  publicCloudCanteenLabelUrl,
  setCanteenBudgetForUser,
} from './canteens/canteens.js';
export {
  createAndQueueProviderJob,
  createDeliveryJob,
  deliveryJobCommand,
  deliveryProviderJobCommand,
  getDeliveryJob,
  getDeliveryProviderJob,
  listPedalMeJobs,
  listProviderJobsForOrder,
  preCreateDeliveryJobs,
  sendToPedalMe,
  setDeliveryJobPriority,
  updateDeliveryJob,
} from './deliveryJobs/deliveryJobs.js';
export type { FirebaseAppApi, FirebaseConfig } from './firebase/firebaseApp.js';
export { FIREBASE_APP_NAME } from './firebase/firebaseApp.js';
export type { FileLocation } from './fileManager/fileManager.js';
export {
  createFolder,
  deleteFile,
  deleteFolder,
  downloadFile,
  listFiles,
  listFolders,
  renameFolder,
  updateFile,
  uploadFile,
} from './fileManager/fileManager.js';
export {
  activateMenuItem,
  assignMealImages,
  deactivateMenuItem,
  inactivateMenuItemForToday,
  moveMenuItem,
} from './menus/menus.js';
export type { TestPushTarget } from './notifications/notifications.js';
export { uploadMedia } from './media/media.js';
export { registerDeviceToken, sendTestPush } from './notifications/notifications.js';
export { orderKeys } from './orders/orderKeys.js';
export type { ApproveResult, CourierProviderResult, RefundCalculation } from './orders/orders.js';
export {
  approveOrder,
  calculateRefund,
  cancelDeliverectOrder,
  cancelOrder,
  clearDeliveryWarnings,
  confirmOrderPreparation,
  downloadMealInfoList,
  exportOrders,
  getConfirmationEmailPreview,
  getDefaultDeliveryJobValues,
  getOrder,
  listActiveOrders,
  listNewOrders,
  listOrderHistory,
  listOrders,
  listOrdersV2,
  reOrder,
  refundOrder,
  resendOrderEmail,
  sendOutOrder,
  sendToCourierProvider,
  updateOrderCostCodes,
  updateProofOfDelivery,
} from './orders/orders.js';
export { decodeOrder } from './orders/decodeOrder.js';
export { getPublicOrder } from './orders/publicOrder.js';
export type {
  FirebaseMessagingApi,
  FirebasePushConfig,
  FirebasePushOptions,
} from './push/createFirebasePush.js';
export { createFirebasePush } from './push/createFirebasePush.js';
export type { LocalPush, LocalPushOptions } from './push/createLocalPush.js';
export { createLocalPush } from './push/createLocalPush.js';
export type { PushMessage, PushRegistration, PushService } from './push/types.js';
export { NO_REGISTRATION_TOKEN } from './push/types.js';
export type { ApiContextValue, ApiProviderProps } from './react/ApiProvider.js';
export { ApiProvider, swrOptions } from './react/ApiProvider.js';
export { useApi } from './react/useApi.js';
export { useItem } from './react/useItem.js';
export type { PageOptions } from './react/useList.js';
export { useList } from './react/useList.js';
export { useOrder } from './react/useOrder.js';
export { useOrders } from './react/useOrders.js';
export { useRealtimeRevalidation } from './react/useRealtimeRevalidation.js';
export { useRealtimeState } from './react/useRealtimeState.js';
export { useRemoveEntity } from './react/useRemoveEntity.js';
export { useSaveEntity } from './react/useSaveEntity.js';
export type { MemoryRealtime } from './realtime/createMemoryRealtime.js';
export { createMemoryRealtime } from './realtime/createMemoryRealtime.js';
export type { PusherRealtimeConfig } from './realtime/createPusherRealtime.js';
export { createPusherRealtime } from './realtime/createPusherRealtime.js';
export { createRealtimeBridge } from './realtime/createRealtimeBridge.js';
export type { Realtime, RealtimeState } from './realtime/types.js';
export { realtimeChannels } from './realtime/types.js';
export type { ReadOptions, Resource } from './resources/createResource.js';
export type { WriteOptions } from './resources/createResource.js';
export { entityVersion, withEntityVersion } from './resources/entityVersion.js';
export { createResource, saveEntity } from './resources/createResource.js';
export { isKeyOf, resourceKeys } from './resources/resourceKeys.js';
export type { ResourceName } from './resources/resources.js';
export { resources } from './resources/resources.js';
export {
  activateRestaurant,
  clearRestaurantMenu,
  cloneRestaurant,
  confirmCanteenNotification,
  createRestaurantAccessToken,
  deleteRestaurantAccessToken,
  exportRestaurantMenu,
  getRestaurantHighlighting,
  getRestaurantMenuLastUpdate,
  importRestaurantMenu,
  inactivateRestaurantForToday,
  setRestaurantFlags,
  updateRestaurantHighlighting,
} from './restaurants/restaurants.js';
export type {
  FirebaseDatabaseApi,
  FirebaseTabletsConfig,
  FirebaseTabletsCredentials,
  FirebaseTabletsOptions,
} from './tablets/createFirebaseTablets.js';
export { createFirebaseTablets } from './tablets/createFirebaseTablets.js';
export type { LocalTablets, LocalTabletsOptions } from './tablets/createLocalTablets.js';
export { createLocalTablets } from './tablets/createLocalTablets.js';
export type { ThrottledListener } from './tablets/throttleLatest.js';
export { throttleLatest } from './tablets/throttleLatest.js';
export type { TabletDatabase } from './tablets/types.js';
export { TABLETS_SUPER_ADMIN_ONLY } from './tablets/types.js';
