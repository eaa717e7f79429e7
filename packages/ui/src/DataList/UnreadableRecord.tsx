import { Icon } from '../Icon/Icon';
import { content, detail, title as titleStyle, unreadableCard } from './UnreadableRecord.css';

/** A record of a list that arrived but could not be read (the api's `UnreadableItem`). */
export interface UnreadableRecordData {
  /** Its position in the page as the platform sent it (0-based); DataList puts the marked row there. */
  index: number;
  /** Its id when it could be read; null when it could not. */
  id: string | number | null;
  /** The dotted path of the field that failed its check ('' when the record itself is wrong). */
  field: string;
}

/** Texts of an unreadable record. */
export interface UnreadableRecordLabels {
  /** What the marker says, e.g. "This order cannot be shown". */
  title: string;
  /** The id line, e.g. `(id) => \`ID: ${id}\``. */
  id: (id: string) => string;
  /** Said instead of the id line when the id could not be read, e.g. "ID unknown". */
  noId: string;
  /** The field line, e.g. `(field) => \`Field: ${field}\``; left out when the record itself is wrong. */
  field: (field: string) => string;
}

/** The marker's text: the title, the id (or that it is unknown) and the failing field. */
export function UnreadableRecordContent({
  record,
  labels,
}: {
  record: UnreadableRecordData;
  labels: UnreadableRecordLabels;
}) {
  return (
    <span className={content}>
      <strong className={titleStyle}>
        <Icon name="alert" size="sm" />
        {labels.title}
      </strong>
      <span className={detail}>{record.id === null ? labels.noId : labels.id(String(record.id))}</span>
      {record.field ? <span className={detail}>{labels.field(record.field)}</span> : null}
    </span>
  );
}

/**
 * One record of a card list that could not be read, shown in its place so the rest of the list still works: a
 * marked block with the title, the record's id and the failing field. In a table use DataList's
 * `unreadableRows`, which renders the same marker as one spanning row.
 */
export function UnreadableRecord({
  record,
  labels,
}: {
  record: UnreadableRecordData;
  labels: UnreadableRecordLabels;
}) {
  return (
    <div className={unreadableCard} data-unreadable="">
      <UnreadableRecordContent record={record} labels={labels} />
    </div>
  );
}
