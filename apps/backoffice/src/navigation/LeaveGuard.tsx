import type { ReactNode } from 'react';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useSearch } from 'wouter';

import { useI18n } from '../i18n/I18nProvider';

interface LeaveGuardValue {
  /** Navigates inside the app, asking first when a form has unsaved changes. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Marks a form dirty or clean; returns the unregister function. */
  setDirty: (id: symbol, dirty: boolean) => void;
}

const LeaveGuardContext = createContext<LeaveGuardValue | null>(null);

const loadDialog = () => import('./unsavedChangesDialog');
const UnsavedChangesDialog = lazy(() =>
  loadDialog().then(({ UnsavedChangesDialog: Dialog }) => ({ default: Dialog })),
);

/**
 * Back and Forward away from unsaved changes: the router hears popstate too, so this listener is added when the
 * module loads, before the router subscribes (listeners on window run in the order they were added), and stops
 * the event while the guard asks. The address goes back to the form until the user chooses to leave.
 */
let interceptPop: ((event: PopStateEvent) => void) | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => interceptPop?.(event));
}

/**
 * Guards leaving a form with unsaved changes (orders-auth-routes section 2): in-app navigation asks stay or
 * leave (text form.unsaved_sure); closing or reloading the tab gets the browser's own prompt.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const { LL } = useI18n();
  const [location, navigateTo] = useLocation();
  const search = useSearch();
  const dirty = useRef(new Set<symbol>());
  const [pending, setPending] = useState<{ to: string; replace: boolean } | null>(null);
  // Where the user is, so that a Back or Forward away from unsaved changes can be undone while they decide.
  const here = useRef('');
  useEffect(() => {
    here.current = search ? `${location}?${search}` : location;
  }, [location, search]);

  useEffect(() => {
    interceptPop = (event: PopStateEvent) => {
      if (dirty.current.size === 0) return;
      event.stopImmediatePropagation();
      const to = `${window.location.pathname}${window.location.search}`;
      window.history.pushState(window.history.state, '', here.current);
      setPending({ to, replace: false });
    };
    return () => {
      interceptPop = null;
    };
  }, []);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const navigate = useCallback(
    (to: string, options: { replace?: boolean } = {}) => {
      if (dirty.current.size > 0) setPending({ to, replace: options.replace ?? false });
      else navigateTo(to, options);
    },
    [navigateTo],
  );
  const setDirty = useCallback((id: symbol, isDirty: boolean) => {
    if (isDirty) {
      dirty.current.add(id);
      // The dialog's code loads with the first unsaved change, before anyone can ask to leave.
      void loadDialog().catch(() => undefined);
    } else dirty.current.delete(id);
  }, []);
  const value = useMemo(() => ({ navigate, setDirty }), [navigate, setDirty]);
  // Mounted from the first question on (and kept, so that it closes like any dialog).
  const [asked, setAsked] = useState(false);
  if (pending !== null && !asked) setAsked(true);

  return (
    <LeaveGuardContext.Provider value={value}>
      {children}
      {asked ? (
        <Suspense fallback={null}>
          <UnsavedChangesDialog
            isOpen={pending !== null}
            title={LL.form.unsaved_sure()}
            labels={{ stay: LL.form.stay(), leave: LL.form.leave() }}
            onStay={() => setPending(null)}
            onLeave={() => {
              if (!pending) return;
              dirty.current.clear();
              setPending(null);
              navigateTo(pending.to, { replace: pending.replace });
            }}
          />
        </Suspense>
      ) : null}
    </LeaveGuardContext.Provider>
  );
}

function useLeaveGuard(): LeaveGuardValue {
  const value = useContext(LeaveGuardContext);
  if (!value) throw new Error('useLeaveGuard must be used inside <LeaveGuard>');
  return value;
}

/** In-app navigation that asks before leaving unsaved changes. */
export function useGuardedNavigate(): LeaveGuardValue['navigate'] {
  return useLeaveGuard().navigate;
}

/** Registers a form's dirty state (pass the form kit's onDirtyChange value). */
export function useUnsavedChanges(dirty: boolean): void {
  const { setDirty } = useLeaveGuard();
  const id = useMemo(() => Symbol('form'), []);
  useEffect(() => {
    setDirty(id, dirty);
    return () => setDirty(id, false);
  }, [id, dirty, setDirty]);
}
