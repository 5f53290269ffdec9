import { startDemoShop } from './start-demo-shop';

// `npm run demo-shop`: the fixture retailer on http://127.0.0.1:$DEMO_SHOP_PORT (4500). Monitor it
// with MONITORING_ALLOW_HOSTS=127.0.0.1:4500 (loopback is refused otherwise).
const port = Number(process.env.DEMO_SHOP_PORT ?? 4500);
const host = process.env.DEMO_SHOP_HOST ?? '127.0.0.1';
const shop = await startDemoShop({ port, host });
console.log(`Demo shop on ${shop.url} — pages at ${shop.url}/, request log at ${shop.url}/admin/log`);
const stop = () => void shop.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
