import { lazy } from 'react';
import { OnDemand } from './ui/OnDemand';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AccountButton } from './features/account/AccountButton';
import { AnalyticsReporter } from './features/analytics/AnalyticsReporter';
import { AuthProvider } from './features/auth/AuthProvider';
import { isGoogleReturn } from './features/auth/googleReturn';
import { LazyAuthDialog } from './features/auth/LazyAuthDialog';
import { VerificationHint } from './features/auth/VerificationHint';
import { ConsentBanner } from './features/consent/ConsentBanner';
import { HomePage } from './features/home/HomePage';
import { useChosenList } from './features/chosenList/useChosenList';
import { useOnceTrue } from './ui/useOnceTrue';
import { AccountSync } from './features/account/AccountSync';
import { usePendingIntent } from './features/account/pendingIntent';
import { SyncStatusIndicator } from './features/syncStatus/SyncStatusIndicator';
import { useDeviceDataOpen } from './data/deviceDataGate';
import { useSessionMayStart } from './session/sessionStart';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { Layout } from './shell/Layout';
import { NotFoundPage } from './shell/NotFoundPage';
import { LazyToaster } from './ui/toast/LazyToaster';

// Auth pages are visited rarely (from e-mail links); they load on demand.
const AuthPage = lazy(() =>
  import('./features/auth/AuthPage').then((m) => ({ default: m.AuthPage })),
);
const AuthCallbackPage = lazy(() =>
  import('./features/auth/AuthCallbackPage').then((m) => ({ default: m.AuthCallbackPage })),
);
const UpdatePasswordPage = lazy(() =>
  import('./features/auth/UpdatePasswordPage').then((m) => ({ default: m.UpdatePasswordPage })),
);
// The profile carries the analysis components (and chart.js behind them): loaded on demand.
const ProfilePage = lazy(() =>
  import('./features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const PasswordResetPage = lazy(() =>
  import('./features/auth/PasswordResetPage').then((m) => ({ default: m.PasswordResetPage })),
);
// Legal, help and marketing pages: text only, rarely the first page of a visit.
const AgbPage = lazy(() =>
  import('./features/legal/AgbPage').then((m) => ({ default: m.AgbPage })),
);
const DatenschutzPage = lazy(() =>
  import('./features/legal/DatenschutzPage').then((m) => ({ default: m.DatenschutzPage })),
);
const ImpressumPage = lazy(() =>
  import('./features/legal/ImpressumPage').then((m) => ({ default: m.ImpressumPage })),
);
const HilfePage = lazy(() =>
  import('./features/legal/HilfePage').then((m) => ({ default: m.HilfePage })),
);
// The admin dashboard (with chart.js) never reaches normal visitors' devices.
const AdminPage = lazy(() =>
  import('./features/admin/AdminPage').then((m) => ({ default: m.AdminPage })),
);
const ParfumEmpfehlungenPage = lazy(() =>
  import('./features/marketing/ParfumEmpfehlungenPage').then((m) => ({
    default: m.ParfumEmpfehlungenPage,
  })),
);

// The list and result steps and a perfume's page: loaded when opened.
const ListPage = lazy(() =>
  import('./features/chosenList/ListPage').then((m) => ({ default: m.ListPage })),
);
const ResultPage = lazy(() =>
  import('./features/analysis/ResultPage').then((m) => ({ default: m.ResultPage })),
);
const PerfumePage = lazy(() =>
  import('./features/perfume/PerfumePage').then((m) => ({ default: m.PerfumePage })),
);
// Keeps the Duft-DNA and recommendations in step with the list, once there is a list.
const ScentResultsWatcher = lazy(() =>
  import('./features/analysis/ScentResultsWatcher').then((m) => ({
    default: m.ScentResultsWatcher,
  })),
);

function ScentResultsUpkeep() {
  const hasList = useOnceTrue(useChosenList().items.length > 0);
  if (!hasList) return null;
  return (
    <OnDemand>
      <ScentResultsWatcher />
    </OnDemand>
  );
}

// Sends photos queued without a connection; there are none before the device database exists.
const PhotoQueueUploader = lazy(() =>
  import('./features/photo/usePhotoQueue').then((m) => ({ default: m.PhotoQueueUploader })),
);

// Continues a "Speichern & analysieren" across sign-up, confirmation and sign-in; its code
// loads only while such an intent waits on this device.
const IntentResumer = lazy(() =>
  import('./features/account/IntentResumer').then((m) => ({ default: m.IntentResumer })),
);

// The account check after Google sign-in; its code loads only on the page Google returned to.
const GoogleReturnProbe = lazy(() =>
  import('./features/auth/GoogleReturnProbe').then((m) => ({ default: m.GoogleReturnProbe })),
);

function GoogleReturnUpkeep() {
  if (!isGoogleReturn()) return null;
  return (
    <OnDemand>
      <GoogleReturnProbe />
    </OnDemand>
  );
}

function PendingIntentUpkeep() {
  if (!usePendingIntent()) return null;
  return (
    <OnDemand>
      <IntentResumer />
    </OnDemand>
  );
}

function QueuedPhotoUploads() {
  const isOpen = useDeviceDataOpen();
  const mayStart = useSessionMayStart();
  if (!isOpen || !mayStart) return null;
  return (
    <OnDemand>
      <PhotoQueueUploader />
    </OnDemand>
  );
}

export function App() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <AuthProvider>
          <Routes>
            <Route
              element={
                <Layout headerActions={<AccountButton />} headerStatus={<SyncStatusIndicator />} />
              }
            >
              <Route index element={<HomePage />} />
              <Route path="auswahl" element={<ListPage />} />
              <Route path="ergebnis" element={<ResultPage />} />
              <Route path="parfum/:id" element={<PerfumePage />} />
              <Route path="auth" element={<AuthPage />} />
              <Route path="auth/callback" element={<AuthCallbackPage />} />
              <Route path="auth/update-password" element={<UpdatePasswordPage />} />
              <Route path="password-reset" element={<PasswordResetPage />} />
              <Route path="profile" element={<ProfilePage />} />
              <Route path="agb" element={<AgbPage />} />
              <Route path="datenschutz" element={<DatenschutzPage />} />
              <Route path="impressum" element={<ImpressumPage />} />
              <Route path="hilfe" element={<HilfePage />} />
              <Route path="parfum-empfehlungen" element={<ParfumEmpfehlungenPage />} />
              <Route path="admin" element={<AdminPage />} />
              <Route path="dashboard" element={<AdminPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
          <LazyAuthDialog />
          <VerificationHint />
          <AccountSync />
          <PendingIntentUpkeep />
          <GoogleReturnUpkeep />
          <QueuedPhotoUploads />
          <ScentResultsUpkeep />
          <ConsentBanner />
          <AnalyticsReporter />
        </AuthProvider>
      </BrowserRouter>
      <LazyToaster />
    </ErrorBoundary>
  );
}
