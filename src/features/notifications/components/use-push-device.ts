import { useCallback, useEffect, useState } from 'react';
import { currentSubscription, pushSupport, type PushSupport } from '../push-device.ts';

/** This device's push state: what the browser allows and whether it is subscribed (null: reading). */
export function usePushDevice(): {
  support: PushSupport;
  subscribed: boolean | null;
  refresh: () => void;
} {
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const read = useCallback(
    () =>
      currentSubscription().then(
        (subscription) => subscription !== null,
        () => false,
      ),
    [],
  );
  useEffect(() => {
    let live = true;
    void read().then((value) => {
      if (live) setSubscribed(value);
    });
    return () => {
      live = false;
    };
  }, [read]);
  const refresh = useCallback(() => {
    setSupport(pushSupport());
    void read().then(setSubscribed);
  }, [read]);
  return { support, subscribed, refresh };
}
