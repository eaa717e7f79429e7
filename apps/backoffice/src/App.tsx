/** The back-office: its routes, guard and screens arrive with the app-shell issue. */
export function App() {
  return <main id="main" />;
}
