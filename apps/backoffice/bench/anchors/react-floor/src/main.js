// The floor's two screens (the anchors' floor/src/main.js) in React 19 and nothing else: createElement, the same
// orders in memory, the same seven cells, a 500 ms search debounce and a click on a row. The harness measures it
// beside the floor to show what React alone adds on this machine (apps/backoffice/README.md, issue #22).
import { createElement as h, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  buildFullTextRegex,
  customerName,
  formatMoney,
  generateOrders,
  matchesFullText,
} from '../../common/orders.js';

const orders = generateOrders();
const HEADERS = ['Identifier', 'Status', 'Created', 'Restaurant', 'Customer', 'Total', 'Drop-off'];
const FIELDS = [
  ['status', 'input'],
  ['comment', 'textarea'],
  ['costCode', 'input'],
];

/** The floor's data call: the first 100 orders matching the term, newest first, with the harness's mark. */
function getList(term) {
  performance.mark('anchor:dp:getList', { detail: JSON.stringify({ q: term }) });
  const re = term ? buildFullTextRegex(term) : null;
  const items = re ? orders.filter((order) => matchesFullText(order, re)) : orders;
  return [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1)).slice(0, 100);
}

function navigate(path) {
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}

const dateText = (iso) => new Date(iso).toLocaleString('en-GB');

function Row({ order }) {
  return h(
    'tr',
    { onClick: () => navigate(`/orders/${order.id}`) },
    h('td', { className: 'order-identifier' }, order.identifier),
    h('td', null, h('span', { className: 'chip' }, order.status)),
    h('td', null, dateText(order.createdAt)),
    h('td', null, order.restaurantName),
    h('td', null, customerName(order)),
    h('td', null, formatMoney(order.priceTotal)),
    h('td', null, dateText(order.deliveryWindowTo)),
  );
}

function List() {
  const [term, setTerm] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const [typed, setTyped] = useState(term);
  useEffect(() => {
    if (typed === term) return undefined;
    const timer = setTimeout(() => {
      history.replaceState(null, '', typed ? `/?q=${encodeURIComponent(typed)}` : '/');
      setTerm(typed);
    }, 500);
    return () => clearTimeout(timer);
  }, [typed, term]);
  // One data call per term, as the floor's: typing renders the list again without calling it.
  const rows = useMemo(() => getList(term), [term]);
  return h(
    'div',
    null,
    h('input', {
      name: 'q',
      placeholder: 'Search',
      value: typed,
      onChange: (event) => setTyped(event.target.value),
    }),
    h(
      'table',
      null,
      h('thead', null, h('tr', null, ...HEADERS.map((text) => h('th', { key: text }, text)))),
      h(
        'tbody',
        null,
        rows.map((order) => h(Row, { key: order.id, order })),
      ),
    ),
  );
}

function Edit({ id }) {
  const order = orders.find((candidate) => String(candidate.id) === id);
  const [values, setValues] = useState(() =>
    Object.fromEntries(FIELDS.map(([name]) => [name, order[name] ?? ''])),
  );
  const onSubmit = (event) => {
    event.preventDefault();
    Object.assign(order, values);
    history.back();
  };
  return h(
    'form',
    { onSubmit },
    ...FIELDS.flatMap(([name, tag]) => [
      h(
        'label',
        { key: name },
        `${name} `,
        h(tag, {
          name,
          value: values[name],
          onChange: (event) => setValues({ ...values, [name]: event.target.value }),
        }),
      ),
      h('br', { key: `${name}-break` }),
    ]),
    h('button', null, 'Save'),
  );
}

function App() {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPopState = () => setPath(location.pathname);
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);
  const match = path.match(/^\/orders\/(\d+)/);
  return match ? h(Edit, { id: match[1], key: match[1] }) : h(List);
}

createRoot(document.getElementById('app')).render(h(App));
