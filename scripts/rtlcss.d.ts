// RTLCSS ships no types: the one call the build makes.
declare module 'rtlcss' {
  const rtlcss: { process(css: string): string };
  export default rtlcss;
}
