// Every Indian pincode with its state and district, from India Post's pincode directory
// (pincode-directory.json, made by scripts/build-pincode-directory.ts; source and licence in
// pincode-directory.NOTICE.md). Registration fills the state and district from a pincode and
// refuses one that does not exist. The data is about 70 KB, so it is never part of a module's
// static imports: loadPincodeDirectory() brings it in on first use, which in the app is a chunk
// of its own fetched by the registration page only, and in the server the first registration.

export interface PincodePlace {
  state: string;
  /** One of the state's districts as registration offers them (states-districts.ts). */
  district: string;
}

export interface PincodeDirectory {
  /** Whether India Post knows this six-digit pincode. */
  has(pincode: string): boolean;
  /** Where it is, or undefined when unknown or when the directory names no state for it. */
  placeOf(pincode: string): PincodePlace | undefined;
}

/** The JSON's shape: [state, district, first pincode and the steps to each next one]. */
export interface PincodeDirectoryData {
  places: readonly (readonly string[])[];
}

const NOWHERE: PincodePlace = { state: '', district: '' };

export function readPincodeDirectory(data: PincodeDirectoryData): PincodeDirectory {
  const places = new Map<number, PincodePlace>();
  for (const [state = '', district = '', steps = ''] of data.places) {
    const place = state === '' ? NOWHERE : { state, district };
    let pincode = 0;
    for (const step of steps.split(' ')) {
      pincode += Number(step);
      places.set(pincode, place);
    }
  }
  const find = (pincode: string) =>
    /^\s*[1-9]\d{5}\s*$/.test(pincode) ? places.get(Number(pincode)) : undefined;
  return {
    has: (pincode) => find(pincode) !== undefined,
    placeOf: (pincode) => {
      const place = find(pincode);
      return place === NOWHERE ? undefined : place;
    },
  };
}

let loading: Promise<PincodeDirectory> | undefined;
let loaded: PincodeDirectory | undefined;

/** The directory, read once; a failed load (the app offline) is tried again on the next call. */
export function loadPincodeDirectory(): Promise<PincodeDirectory> {
  loading ??= import('./pincode-directory.json', { with: { type: 'json' } }).then(
    (module) => (loaded = readPincodeDirectory(module.default)),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The directory if a load has finished, else undefined: a screen shown later starts with it. */
export function loadedPincodeDirectory(): PincodeDirectory | undefined {
  return loaded;
}
