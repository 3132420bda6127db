/** firebase-tools log lines printed once per request: noise when a person reads the output. */
export const emulatorNoise =
  /^(\[firebase\] )?i {2}hosting: \S+ - - \[|\[hosting\] Rewriting |functions: (Beginning execution|Finished) /;
