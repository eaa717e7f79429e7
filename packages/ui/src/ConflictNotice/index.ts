export { ConflictNotice } from './ConflictNotice';
export type { ConflictNoticeField, ConflictNoticeLabels, ConflictNoticeProps } from './ConflictNotice';
