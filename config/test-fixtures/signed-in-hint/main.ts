document.body.dataset.started = 'true';
