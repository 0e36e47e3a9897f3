// India Post's pincode directory for the registration page: fetched (a chunk of its own, about
// 19 KB gzipped) when the page opens, at the partner-type cards, so it has arrived by the time a
// pincode is typed, and no other page carries it.
import { useEffect, useState } from 'react';
import { loadedPincodeDirectory, loadPincodeDirectory, type PincodeDirectory } from '@mcs/shared';

/** The directory once it has arrived; undefined before, or when it could not be fetched. */
export function usePincodeDirectory(): PincodeDirectory | undefined {
  const [directory, setDirectory] = useState(loadedPincodeDirectory);
  useEffect(() => {
    if (directory) return;
    let mounted = true;
    loadPincodeDirectory().then(
      (loaded) => {
        if (mounted) setDirectory(loaded);
      },
      // Without it the partner types the state and district, and the server still checks that
      // the pincode exists: nothing to show.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [directory]);
  return directory;
}
