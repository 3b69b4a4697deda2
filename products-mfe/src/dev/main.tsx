console.log('standalone')
