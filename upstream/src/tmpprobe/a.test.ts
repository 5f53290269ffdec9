it('x', () => {
  const out: Record<string, number> = {};
  let t = performance.now();
  require('../test/create-test-app');
  out['app'] = Math.round(performance.now() - t);
  for (const m of ['exceljs', 'cheerio', '@aws-sdk/client-s3', 'jsdom', 'playwright-core', 'pg-boss', '@react-email/components', 'libphonenumber-js', 'pusher', 's3rver', 'nodemailer', 're2js', 'diff']) {
    t = performance.now();
    require(m);
    out[m] = Math.round(performance.now() - t);
  }
  console.log(JSON.stringify(out));
});
