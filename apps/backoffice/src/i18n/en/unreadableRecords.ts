/**
 * Texts of a list record that arrived but could not be read (issue #20 item 5): the marked row a list shows in its
 * place, naming the record's id and the field that failed, while the rest of the list works.
 */
const unreadableRecords = {
  order: 'This order cannot be shown',
  record: 'This record cannot be shown',
  id: 'ID: {id:string}',
  noId: 'ID unknown',
  field: 'Field: {field:string}',
};

export default unreadableRecords;
