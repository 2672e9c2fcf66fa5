// Public surface of @courtside/core. Named exports only; each module adds its own lines here.
export {};
